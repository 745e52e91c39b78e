/** The dashboard's figures, shown by the shell's home page. */
export { NetWorthPanel, TopHoldings, useDashboardSummary } from './dashboard-summary';
export { portfolioPath, type PortfolioTab } from './portfolio-path';
export { Gain } from './figures';
/** The demat holdings table and its sorting, and the calls behind it, for the demat reports. */
export { DematHoldingsTable } from './demat-holdings-table';
export { dematSorts, sortDematHoldings, type DematSort } from './demat-sort';
export { Figure } from './figures';
export { getDematHoldings, getDematTransactions } from './portfolio-calls';
export { useReportAcCode } from './use-report-accode';
