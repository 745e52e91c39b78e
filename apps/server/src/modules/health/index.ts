import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { healthRoutes } from './routes.js';

/** The health and readiness checks a load balancer and the start script ask. */
export function register(app: FastifyInstance, deps: { db: Db }): void {
  healthRoutes(app, deps.db);
}
