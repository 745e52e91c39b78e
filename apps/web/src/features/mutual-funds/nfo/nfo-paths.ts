/** Where the new fund offers live (spec 3 section 2) and how an offer is bought. */
export const nfoListPath = '/transact/nfo';
export const nfoSearchPath = '/transact/nfo/search';

export function nfoBuyPath(schCode: number, mode: 'lumpsum' | 'sip' = 'lumpsum'): string {
  return `/transact/nfo/${mode === 'sip' ? 'sip' : 'purchase'}?schCode=${schCode}`;
}
