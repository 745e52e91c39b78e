/**
 * The paths of the desk's pages that more than one area leads to. A page's own area routes it;
 * every area that links to it takes the path from here, so no area imports another for a link.
 */
import type { SchemeType } from '@cdesk/domain';

// Buying mutual funds and new fund offers

/** Where the buying screens lead, for mutual funds and for NFOs. */
export const cartPath = (nfo: boolean) =>
  nfo ? '/transact/nfo/cart' : '/transact/mutual-funds/cart';
export const fundsPath = (nfo: boolean) =>
  nfo ? '/transact/nfo' : '/transact/mutual-funds/allFunds';
export const paymentPath = (nfo: boolean) =>
  nfo ? '/transact/nfo/payment' : '/transact/mutual-funds/payment';
export const purchasePath = (nfo: boolean) =>
  nfo ? '/transact/nfo/purchase' : '/transact/mutual-funds/purchase-buy-sip';

// A scheme's pages and the funds list

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

// New fund offers

/** Where the new fund offers live (spec 3 section 2) and how an offer is bought. */
export const nfoListPath = '/transact/nfo';
export const nfoSearchPath = '/transact/nfo/search';

export function nfoBuyPath(schCode: number, mode: 'lumpsum' | 'sip' = 'lumpsum'): string {
  return `/transact/nfo/${mode === 'sip' ? 'sip' : 'purchase'}?schCode=${schCode}`;
}

// Goals

/** Where goals and needs, and Help me invest, live (spec 1 section 2.4). */
export const goalsPath = '/goals';
export const helpMeInvestPath = '/help-me-invest';

export function createNeedPath(goalId?: number): string {
  return goalId === undefined ? '/createneed' : `/createneed?goalId=${goalId}`;
}

export function viewNeedPath(goalId: number): string {
  return `/viewneed?goalId=${goalId}`;
}

// MARS

/** Where the MARS screens live: the menu's Transact > MARS > Ready MF Portfolios and Redeem MARS. */
export const marsBasePath = '/transact/mars';
export const marsPortfoliosPath = `${marsBasePath}/portfolios`;
export const marsRedeemPath = `${marsBasePath}/redeem`;

/** One portfolio's page, optionally opening its investment form. */
export function marsPortfolioPath(marsId: string, invest?: 'lumpsum' | 'sip'): string {
  const path = `${marsPortfoliosPath}/${encodeURIComponent(marsId)}`;
  return invest ? `${path}?invest=${invest}` : path;
}

// The portfolio

export type PortfolioTab = 'holdings' | 'transactions' | 'sips';

/** The portfolio page, opened on one of its tabs (the reports of the menu lead there). */
export function portfolioPath(tab: PortfolioTab = 'holdings'): string {
  return tab === 'holdings' ? '/portfolio' : `/portfolio?tab=${tab}`;
}

// Mutual-fund statements

/** The mutual-fund statements of the Reports menu. */
export const capitalGainSummaryPath = '/report/mutual-funds/capital-gain/summary';
export const capitalGainDetailPath = '/report/mutual-funds/capital-gain/detail';
export const transactionStatementPath = '/report/mutual-funds/transaction-statement';
export const taxHarvestingPath = '/report/mutual-funds/tax-harvesting';

// Depository reports

/** The reports home and the DP/CM reports (spec 3 section 2). */
export const reportsHomePath = '/report';
export const dpCmReportsPath = '/report/dp-cm-reports';
export const dematHoldingReportPath = '/report/dp-cm-reports/demat-holding-report';
export const dematTransactionReportPath = '/report/dp-cm-reports/demat-transaction-report';
/** The NFO area's entry to the same reports. */
export const nfoDpCmReportsPath = '/transact/nfo/dp-cm-reports';
