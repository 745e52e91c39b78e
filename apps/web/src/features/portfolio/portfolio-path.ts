export type PortfolioTab = 'holdings' | 'transactions' | 'sips';

/** The portfolio page, opened on one of its tabs (the reports of the menu lead there). */
export function portfolioPath(tab: PortfolioTab = 'holdings'): string {
  return tab === 'holdings' ? '/portfolio' : `/portfolio?tab=${tab}`;
}
