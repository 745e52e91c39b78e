import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../access/index.js';
import { type ClosureDeps, registerClosure } from './closure/index.js';
import { type DdpiDeps, registerDdpiServices } from './ddpi/index.js';
import { registerEvoting } from './evoting/index.js';
import { registerFolioUpdate } from './folio-update/index.js';
import type { FolioUpdateDeps } from './folio-update/service.js';

/** What the account services need from the rest of the desk. */
export type ServicesDeps = ClosureDeps & DdpiDeps & FolioUpdateDeps & { guard: SessionGuard };

/**
 * The account services of spec 2 (section 7), each in a folder of its own: account closure, the
 * DDPI, folio mobile and e-mail update, and e-voting.
 */
export function register(app: FastifyInstance, deps: ServicesDeps): void {
  const { guard } = deps;
  registerClosure(app, deps, guard);
  registerDdpiServices(app, deps, guard);
  registerFolioUpdate(app, deps);
  registerEvoting(app, deps);
}

export type { DdpiDeps } from './ddpi/index.js';
export { FolioUpdateService } from './folio-update/index.js';
export { fillRegistrarContacts } from './folio-update/repository.js';
export { hasRequests } from './folio-update/repository.js';
export { insertRequest } from './folio-update/repository.js';
export { registrarFolios } from './folio-update/repository.js';
export { setRegistrarContacts } from './folio-update/repository.js';
