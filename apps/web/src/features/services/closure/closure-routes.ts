import type { RouteObject } from 'react-router';
import { accountClosurePath, closureEsignCapturePath } from './closure-calls';

/** The account closure page and the e-sign's return to it. */
export const closureRoutes: RouteObject[] = [
  {
    path: accountClosurePath,
    lazy: async () => ({ Component: (await import('./closure-page')).ClosurePage }),
  },
  {
    path: closureEsignCapturePath,
    lazy: async () => ({
      Component: (await import('./esign-capture-page')).ClosureEsignCapturePage,
    }),
  },
];
