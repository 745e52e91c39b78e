import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../access/index.js';
import { type ClosureDeps, registerClosure } from './closure/index.js';

/** What the account services need from the rest of the desk. */
export type ServicesDeps = ClosureDeps;

/** The account services of spec 2 (section 7): each in a folder of its own. */
export function registerServices(app: FastifyInstance, deps: ServicesDeps, guard: SessionGuard) {
  registerClosure(app, deps, guard);
}

export { registerDdpiServices, type DdpiDeps } from './ddpi/index.js';
export { registerEvoting } from './evoting/index.js';
export { FolioUpdateService, registerFolioUpdate } from './folio-update/index.js';
export { fillRegistrarContacts } from './folio-update/repository.js';
export { hasRequests } from './folio-update/repository.js';
export { insertRequest } from './folio-update/repository.js';
export { registrarFolios } from './folio-update/repository.js';
export { setRegistrarContacts } from './folio-update/repository.js';
