import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail, ok } from '../../lib/envelope.js';

export interface Readiness {
  /** Set once the start-up work (migrations, seed, AMFI import) has finished. */
  ready: boolean;
  stage: string;
}

export function healthRoutes(app: FastifyInstance, db: Db, readiness: Readiness): void {
  app.get('/cdesk/gw/health', { schema: { hide: true } }, async () => ok({ status: 'up' }));

  app.get('/cdesk/gw/ready', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return reply.status(503).send(fail({ status: 'database unavailable' }, 'Not ready'));
    }
    if (!readiness.ready)
      return reply.status(503).send(fail({ status: readiness.stage }, 'Not ready'));
    return ok({ status: 'ready' });
  });
}
