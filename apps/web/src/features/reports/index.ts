/**
 * Reports: the mutual-fund capital-gains and transaction statements, the reports home, the DP/CM
 * (demat) reports, and reports shared by trusted link.
 */
export { dematReportRoutes } from './demat/demat-routes';
export { ShareTrustedLink } from './demat/share-trusted-link';
export { trustedReportRoutes } from './trusted/trusted-routes';
