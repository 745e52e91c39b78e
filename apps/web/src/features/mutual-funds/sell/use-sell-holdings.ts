import type { TRedeemableHolding } from '@cdesk/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { sellCalls } from './sell-calls';

/** A holding's key in a list: folio and scheme. */
export const holdingKey = (holding: Pick<TRedeemableHolding, 'folioNo' | 'schcode'>) =>
  `${holding.folioNo}|${holding.schcode}`;

/**
 * The holding the address names (?schCode=&folioNo=; a scheme alone picks its first folio), from
 * the holdings the investor may sell; '' when it names none of them.
 */
export function preselectedKey(
  holdings: readonly TRedeemableHolding[],
  query: URLSearchParams,
): string {
  const schCode = Number(query.get('schCode') ?? query.get('schcode'));
  const folioNo = query.get('folioNo') ?? query.get('folio') ?? '';
  const found =
    holdings.find((h) => h.schcode === schCode && h.folioNo === folioNo) ??
    holdings.find((h) => h.schcode === schCode);
  return found ? holdingKey(found) : '';
}

/**
 * The holdings a selling screen offers (getRedeemableHoldings), with the one chosen: the address's
 * holding until the investor picks another. `filter` narrows the list (insta cash, switchable).
 */
export function useSellHoldings(filter?: (holding: TRedeemableHolding) => boolean) {
  const [query] = useSearchParams();
  const load = useGatewayLoad('holdings', (signal) => sellCalls.redeemableHoldings(signal));
  const [picked, setPicked] = useState<string | null>(null);
  const all = load.data?.holdings ?? [];
  const holdings = filter ? all.filter(filter) : all;
  const key = picked ?? preselectedKey(holdings, query);
  const holding = holdings.find((h) => holdingKey(h) === key) ?? null;
  return {
    state: load.state,
    retry: load.retry,
    holdings,
    bank: load.data?.bank ?? null,
    holding,
    choose: setPicked,
    /** The holdings list reloaded after a sale, so balances are current. */
    reload: load.retry,
  };
}
