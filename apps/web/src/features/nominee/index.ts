import { lazy } from 'react';

/** The nominee wizard is reached by its routes (app/other-routes.tsx); other areas show their forms with its PDF viewer, loaded with the page that shows one. */
export const PdfViewer = lazy(() => import('./pdf-viewer'));
