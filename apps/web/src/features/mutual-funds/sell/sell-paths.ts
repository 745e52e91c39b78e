/** Where the selling screens live (spec 3 section 2) and how a holding is named in their address. */
export const redeemBasePath = '/transact/mutual-funds/redeem-sell-swp';
export const switchBasePath = '/transact/mutual-funds/switch-stp';
export const nfoSwitchPath = '/transact/mutual-funds/new-fund-offer-nfo-switch';
export const instaCashPath = '/transact/insta-cash';

export type RedeemTab = 'redeem' | 'swp';
export type SwitchTab = 'switch' | 'stp';

/** The holding a selling screen opens with: its scheme and folio. */
export interface HoldingRef {
  schCode: number | string;
  folioNo: string;
}

function withHolding(base: string, holding?: HoldingRef, tab?: string, units?: string): string {
  const params = new URLSearchParams();
  if (holding) {
    params.set('schCode', String(holding.schCode));
    params.set('folioNo', holding.folioNo);
  }
  if (tab) params.set('tab', tab);
  if (units) params.set('units', units);
  const query = params.toString();
  return query ? `${base}?${query}` : base;
}

/**
 * Redeem/Sell/SWP on a holding, on the Redeem tab unless `tab` says SWP; `units` fills a redemption
 * by units (?units=, as tax harvesting proposes).
 */
export function redeemPath(
  holding?: HoldingRef,
  tab: RedeemTab = 'redeem',
  units?: string,
): string {
  return withHolding(redeemBasePath, holding, tab === 'swp' ? 'swp' : undefined, units);
}

/** Switch/STP out of a holding, on the Switch tab unless `tab` says STP. */
export function switchPath(holding?: HoldingRef, tab: SwitchTab = 'switch'): string {
  return withHolding(switchBasePath, holding, tab === 'stp' ? 'stp' : undefined);
}

/** The tab a selling address asks for: ?tab=, or the allFunds path's own ending (/allFunds/swp). */
export function tabOf<T extends string>(
  pathname: string,
  query: URLSearchParams,
  tabs: readonly T[],
  fallback: T,
): T {
  const asked = query.get('tab') ?? pathname.slice(pathname.lastIndexOf('/') + 1);
  return tabs.find((tab) => tab === asked.toLowerCase()) ?? fallback;
}

/** The acknowledgement of a sell order: /transact/authorize/{type}/achknowledge?tid=. */
export function ackPath(trxnType: string, tid: string): string {
  return `/transact/authorize/${trxnType.toLowerCase()}/achknowledge?tid=${encodeURIComponent(tid)}`;
}

/** The sell order types whose acknowledgement the selling page shows. */
export const sellAckTypes = ['red', 'swi', 'nswi'] as const;

/** Where a registered STP or SWP is seen with the investor's other plans. */
export { myPlansPath as mySystematicPlansPath } from '../plans/plans-paths';
