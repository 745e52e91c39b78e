/** Account services: folio mobile and e-mail update. */
export { folioUpdatePath, folioUpdateRoutes } from './folio-update';
