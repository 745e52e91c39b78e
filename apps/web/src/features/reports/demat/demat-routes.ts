import type { RouteObject } from 'react-router';
import {
  dematHoldingReportPath,
  dematTransactionReportPath,
  dpCmReportsPath,
  nfoDpCmReportsPath,
  reportsHomePath,
} from '../../../lib/paths';

const reportsHomePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./reports-home-page')).ReportsHomePage,
});
const dpCmReportsPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./dp-cm-reports-page')).DpCmReportsPage,
});

/** The reports home and the DP/CM reports (spec 1 section 2.4, spec 3 section 2). */
export const dematReportRoutes: RouteObject[] = [
  { path: reportsHomePath, lazy: reportsHomePage },
  { path: dpCmReportsPath, lazy: dpCmReportsPage },
  { path: nfoDpCmReportsPath, lazy: dpCmReportsPage },
  {
    path: dematHoldingReportPath,
    lazy: async () => ({
      Component: (await import('./demat-holding-report-page')).DematHoldingReportPage,
    }),
  },
  {
    path: dematTransactionReportPath,
    lazy: async () => ({
      Component: (await import('./demat-transaction-report-page')).DematTransactionReportPage,
    }),
  },
];
