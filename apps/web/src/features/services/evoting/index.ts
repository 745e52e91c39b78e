/** E-voting through the depository: Services > E-Voting and the return to /evoting. */
export { evotingRoutes } from './evoting-routes';
export { evotingPath, evotingResponsePath } from './evoting-calls';
