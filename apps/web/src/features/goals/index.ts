/** Goals and needs, and Help me invest: their routes. */
export { goalRoutes } from './goal-routes';
export { goalsPath, helpMeInvestPath } from './goal-paths';
