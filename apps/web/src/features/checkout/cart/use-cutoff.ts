import type { TGetCuttofDetailResponse } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { cartCalls } from './cart-calls';

/** purchase/getCuttofDetail once per screen; until it answers the domain's cut-offs apply. */
export function useCutoff(): TGetCuttofDetailResponse | null {
  const [cutoff, setCutoff] = useState<TGetCuttofDetailResponse | null>(null);
  useEffect(() => {
    let live = true;
    cartCalls.getCuttofDetail().then(
      (detail) => live && setCutoff(detail),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return cutoff;
}
