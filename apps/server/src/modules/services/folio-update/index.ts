import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../../access/index.js';
import { folioUpdateRoutes } from './routes.js';
import { FolioUpdateService, type FolioUpdateDeps } from './service.js';

export { FolioUpdateService } from './service.js';

/** Folio mobile and e-mail update: its service and its calls under MFCFolioDetailService. */
export function registerFolioUpdate(
  app: FastifyInstance,
  deps: FolioUpdateDeps & { guard: SessionGuard },
): FolioUpdateService {
  const service = new FolioUpdateService(deps);
  folioUpdateRoutes(app, service, deps.guard);
  return service;
}
