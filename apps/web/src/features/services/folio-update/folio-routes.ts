import type { RouteObject } from 'react-router';
import { folioUpdatePath } from './folio-calls';

/** Services > Folio Mobile/Email Update. */
export const folioUpdateRoutes: RouteObject[] = [
  {
    path: folioUpdatePath,
    lazy: async () => ({
      Component: (await import('./folio-update-page')).FolioUpdatePage,
    }),
  },
];
