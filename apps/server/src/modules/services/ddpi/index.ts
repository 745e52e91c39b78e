import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../../access/index.js';
import type { DdpiDeps } from './context.js';
import { DdpiPayments } from './payment.js';
import { ddpiRoutes } from './routes.js';
import { DdpiService } from './service.js';
import { ddpiSigning } from './signing-kind.js';
import { register as registerSigning } from '../../signing/index.js';

/** The DDPI consent: its calls under ProcessPoaDdpiService and DPcharges, and its document. */
export function registerDdpiServices(app: FastifyInstance, deps: DdpiDeps, guard: SessionGuard) {
  const signing = ddpiSigning(deps);
  ddpiRoutes(app, new DdpiService(deps, signing), new DdpiPayments(deps), guard);
  // The document behind a short-lived signed link: a PDF viewer or a download sends no token.
  registerSigning(app, { signing });
}
export type { DdpiDeps } from './context.js';
