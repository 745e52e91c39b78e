/**
 * Reports: the mutual-fund capital-gains and transaction statements, the reports home, the DP/CM
 * (demat) reports, and reports shared by trusted link.
 */
export {
  capitalGainDetailPath,
  capitalGainSummaryPath,
  taxHarvestingPath,
  transactionStatementPath,
} from './report-paths';
export { dematReportRoutes } from './demat/demat-routes';
export {
  dematHoldingReportPath,
  dematTransactionReportPath,
  dpCmReportsPath,
  reportsHomePath,
} from './demat/report-paths';
export { ShareTrustedLink } from './demat/share-trusted-link';
export { trustedReportRoutes } from './trusted/trusted-routes';
