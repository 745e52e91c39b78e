import type { RouteObject } from 'react-router';

const trustedReportPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./trusted-report-page')).TrustedReportPage,
});

/** Spec 1 sections 2.4 and 5: whitelisted, they open without a login. */
export const trustedReportRoutes: RouteObject[] = ['/report-trusted', '/report-trusted-CM'].map(
  (path) => ({ path, lazy: trustedReportPage }),
);
