/** The reports home and the DP/CM reports (spec 3 section 2). */
export const reportsHomePath = '/report';
export const dpCmReportsPath = '/report/dp-cm-reports';
export const dematHoldingReportPath = '/report/dp-cm-reports/demat-holding-report';
export const dematTransactionReportPath = '/report/dp-cm-reports/demat-transaction-report';
/** The NFO area's entry to the same reports. */
export const nfoDpCmReportsPath = '/transact/nfo/dp-cm-reports';
