/** Folio mobile and e-mail update: pick a folio, see its contacts, change one by OTP. */
export { folioUpdateRoutes } from './folio-routes';
export { folioUpdatePath } from './folio-calls';
