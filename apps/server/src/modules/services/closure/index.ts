import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../../access/index.js';
import type { ClosureDeps } from './context.js';
import { ClosureRequests } from './request-service.js';
import { closureRoutes } from './routes.js';
import { closureSigning } from './signing-kind.js';
import { ClosureSigning } from './signing-service.js';
import { register as registerSigning } from '../../signing/index.js';

/** Account closure (ClosureProcessService): the request, its PDF, its signature, the closure. */
export function registerClosure(app: FastifyInstance, deps: ClosureDeps, guard: SessionGuard) {
  const signing = closureSigning(deps);
  closureRoutes(
    app,
    { requests: new ClosureRequests(deps, signing), signing: new ClosureSigning(deps, signing) },
    guard,
  );
  // The PDF behind a short-lived signed link: a PDF viewer or a download cannot send the token,
  // and a closed account has no session left to read its signed request with.
  registerSigning(app, { signing });
}
export type { ClosureDeps } from './context.js';
export { buildClosureForm, renderOrRefuse } from './pdf.js';
