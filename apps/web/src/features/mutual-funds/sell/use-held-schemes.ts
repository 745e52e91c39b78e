import { useMemo } from 'react';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { sellCalls } from './sell-calls';
import type { HoldingRef } from './sell-paths';

/**
 * The schemes the investor holds, each with its first folio: the funds list offers Redeem, SWP,
 * Switch and STP on them. A failure only leaves those entries out.
 */
export function useHeldSchemes(): ReadonlyMap<number, HoldingRef> {
  const { data } = useGatewayLoad('held-schemes', (signal) => sellCalls.redeemableHoldings(signal));
  return useMemo(() => {
    const held = new Map<number, HoldingRef>();
    for (const h of data?.holdings ?? []) {
      if (!held.has(h.schcode)) held.set(h.schcode, { schCode: h.schcode, folioNo: h.folioNo });
    }
    return held;
  }, [data]);
}
