/** The services of the desk's Services menu, reached by their routes (app/other-routes.tsx). */
export { ddpiRoutes } from './ddpi/ddpi-routes';
export { ddpiEsignCapturePath, ddpiPath } from './ddpi/ddpi-calls';
export { folioUpdatePath, folioUpdateRoutes } from './folio-update';
