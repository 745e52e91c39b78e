import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../../access/index.js';
import type { DdpiDeps } from './context.js';
import { DdpiPayments } from './payment.js';
import { ddpiRoutes } from './routes.js';
import { DdpiService } from './service.js';

/** The DDPI consent: its calls under ProcessPoaDdpiService and DPcharges, and its document. */
export function registerDdpiServices(app: FastifyInstance, deps: DdpiDeps, guard: SessionGuard) {
  ddpiRoutes(app, new DdpiService(deps), new DdpiPayments(deps), guard);
}
export type { DdpiDeps } from './context.js';
