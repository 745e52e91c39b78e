import type { FastifyInstance } from 'fastify';
import type { SessionGuard } from '../access/index.js';
import { profileRoutes } from './routes.js';
import type { ProfileService } from './service.js';

/** The investor's profile: details on record, nominees on record and the display photo. */
export function register(
  app: FastifyInstance,
  deps: { profile: ProfileService; guard: SessionGuard },
): void {
  profileRoutes(app, deps.profile, deps.guard);
}

export { ProfileService } from './service.js';
