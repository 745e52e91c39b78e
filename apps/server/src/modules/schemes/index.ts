/** Schemes: the listing, a scheme's page, NAV history and documents. */
export { schemeRoutes } from './routes.js';
export { SchemeService, type NavPoint, type SchemeView } from './service.js';
export { register } from './register.js';
