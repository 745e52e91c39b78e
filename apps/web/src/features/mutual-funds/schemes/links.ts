import type { SchemeType } from '@cdesk/domain';
import { fundsPath } from '../purchase/purchase-paths';

/** Where a scheme's actions lead: the purchase page (lumpsum or SIP) and the scheme insight. */
export function investPath(schCode: number, mode: 'lumpsum' | 'sip' = 'lumpsum'): string {
  const base = `/transact/mutual-funds/purchase-buy-sip?schCode=${schCode}`;
  return mode === 'sip' ? `${base}&mode=sip` : base;
}

export function insightPath(schCode: number): string {
  return `/scheme-insight/${schCode}`;
}

/** The funds list opened on a filter (listing-params.ts reads it), e.g. direct equity funds. */
export function fundsListPath(link: { plan?: 'direct' | 'regular'; type?: SchemeType } = {}) {
  const params = new URLSearchParams();
  if (link.plan) params.set('plan', link.plan);
  if (link.type) params.set('type', link.type);
  const query = params.toString();
  return query ? `${fundsPath(false)}?${query}` : fundsPath(false);
}
