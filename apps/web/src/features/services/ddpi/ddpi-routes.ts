import type { RouteObject } from 'react-router';
import { ddpiEsignCapturePath, ddpiPath } from './ddpi-calls';

/** The DDPI page and the e-sign service's return to it. */
export const ddpiRoutes: RouteObject[] = [
  {
    path: ddpiPath,
    lazy: async () => ({ Component: (await import('./ddpi-page')).DdpiPage }),
  },
  {
    path: ddpiEsignCapturePath,
    lazy: async () => ({ Component: (await import('./esign-capture-page')).DdpiEsignCapturePage }),
  },
];
