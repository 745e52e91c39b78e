/** The health check the load balancer and the start script ask. */
export { healthRoutes } from './routes.js';
