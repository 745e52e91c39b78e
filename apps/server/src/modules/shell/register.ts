import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { AccessService, SessionGuard } from '../access/index.js';
import type { OutboxService } from '../outbox/index.js';
import { shellRoutes } from './routes.js';
import { ShellService, type ShellConfig } from './service.js';

/** What the shell needs from the rest of the desk. */
export interface ShellRegistration {
  db: Db;
  clock: Clock;
  access: AccessService;
  outbox: OutboxService;
  config: ShellConfig;
  guard: SessionGuard;
}

/** The menu, dashboard, partner, search, help desk, account codes, media and the hand-over. */
export function register(app: FastifyInstance, deps: ShellRegistration): ShellService {
  const shell = new ShellService(deps.db, deps.clock, deps.access, deps.outbox, deps.config);
  shellRoutes(app, shell, deps.guard);
  return shell;
}
