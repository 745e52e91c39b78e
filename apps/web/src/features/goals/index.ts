/** Goals and needs, and Help me invest: their routes. */
export { goalRoutes } from './goal-routes';
