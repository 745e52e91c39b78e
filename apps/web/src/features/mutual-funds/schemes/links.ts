/** Where a scheme's actions lead: the purchase page (lumpsum or SIP) and the scheme insight. */
export function investPath(schCode: number, mode: 'lumpsum' | 'sip' = 'lumpsum'): string {
  const base = `/transact/mutual-funds/purchase-buy-sip?schCode=${schCode}`;
  return mode === 'sip' ? `${base}&mode=sip` : base;
}

export function insightPath(schCode: number): string {
  return `/scheme-insight/${schCode}`;
}
