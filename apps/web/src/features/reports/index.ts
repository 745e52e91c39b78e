/** Reports: the reports home, the DP/CM (demat) reports, and reports shared by trusted link. */
export { dematReportRoutes } from './demat/demat-routes';
export {
  dematHoldingReportPath,
  dematTransactionReportPath,
  dpCmReportsPath,
  reportsHomePath,
} from './demat/report-paths';
export { ShareTrustedLink } from './demat/share-trusted-link';
export { trustedReportRoutes } from './trusted/trusted-routes';
