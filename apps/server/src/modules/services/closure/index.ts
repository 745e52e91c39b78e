import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../../access/index.js';
import type { ClosureDeps } from './context.js';
import { ClosureRequests } from './request-service.js';
import { closureRoutes } from './routes.js';
import { ClosureSigning } from './signing-service.js';

/** Account closure (ClosureProcessService): the request, its PDF, its signature, the closure. */
export function registerClosure(app: FastifyInstance, deps: ClosureDeps, guard: SessionGuard) {
  closureRoutes(
    app,
    { requests: new ClosureRequests(deps), signing: new ClosureSigning(deps) },
    guard,
  );
}
export type { ClosureDeps } from './context.js';
export { buildClosureForm, renderOrRefuse } from './pdf.js';
