/** The dashboard's figures, shown by the shell's home page. */
export { NetWorthPanel, TopHoldings, useDashboardSummary } from './dashboard-summary';
export { Figure, Gain } from './figures';
/** The sortable demat holdings, and the calls behind them, for the demat reports. */
export { SortedDematHoldings } from './sorted-demat-holdings';
export { getDematHoldings, getDematTransactions } from './portfolio-calls';
export { useReportAcCode } from './use-report-accode';
