/** Account services (spec 2 sections 2.4 and 7): each in a folder of its own, routed from here. */
import type { RouteObject } from 'react-router';
import { closureRoutes } from './closure/closure-routes';
import { ddpiRoutes } from './ddpi/ddpi-routes';
import { evotingRoutes } from './evoting';
import { folioUpdateRoutes } from './folio-update';

export { accountClosurePath } from './closure/closure-calls';
export { ddpiEsignCapturePath, ddpiPath } from './ddpi/ddpi-calls';
export { evotingPath, evotingResponsePath } from './evoting';
export { folioUpdatePath } from './folio-update';

/** The desk pages of the account services. */
export const servicesRoutes: RouteObject[] = [
  ...closureRoutes,
  ...ddpiRoutes,
  ...evotingRoutes,
  ...folioUpdateRoutes,
];
