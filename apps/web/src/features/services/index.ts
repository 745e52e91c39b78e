/** Account services: e-voting. */
export { evotingPath, evotingResponsePath, evotingRoutes } from './evoting';
