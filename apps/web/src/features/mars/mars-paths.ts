/** Where the MARS screens live: the menu's Transact > MARS > Ready MF Portfolios and Redeem MARS. */
export const marsBasePath = '/transact/mars';
export const marsPortfoliosPath = `${marsBasePath}/portfolios`;
export const marsRedeemPath = `${marsBasePath}/redeem`;

/** One portfolio's page, optionally opening its investment form. */
export function marsPortfolioPath(marsId: string, invest?: 'lumpsum' | 'sip'): string {
  const path = `${marsPortfoliosPath}/${encodeURIComponent(marsId)}`;
  return invest ? `${path}?invest=${invest}` : path;
}
