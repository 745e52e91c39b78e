/** The dashboard's figures, shown by the shell's home page. */
export { NetWorthPanel, TopHoldings, useDashboardSummary } from './dashboard-summary';
export { portfolioPath, type PortfolioTab } from './portfolio-path';
export { Gain } from './figures';
export { useReportAcCode } from './use-report-accode';
