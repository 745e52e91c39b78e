import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../access/index.js';
import { schemeRoutes } from './routes.js';
import type { SchemeService } from './service.js';

/**
 * The listing, a scheme's page, NAV history and documents. The service is opened before the
 * gateway's providers (the sandbox registrar prices at its NAVs); its calls are registered here.
 */
export function register(
  app: FastifyInstance,
  deps: { schemes: SchemeService; guard: SessionGuard },
): void {
  schemeRoutes(app, deps.schemes, deps.guard);
}
