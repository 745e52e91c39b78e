import { gatewayUrl, healthResource, readyResource } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { fail, ok } from '../../lib/envelope.js';

export function healthRoutes(app: FastifyInstance, db: Db): void {
  app.get(gatewayUrl(healthResource), { schema: { hide: true } }, async () => ok({ status: 'up' }));

  // The app is built only after migrations, seed and import finish, so ready means the database answers.
  app.get(gatewayUrl(readyResource), { schema: { hide: true } }, async (_request, reply) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      return reply.status(503).send(fail({ status: 'database unavailable' }, 'Not ready'));
    }
    return ok({ status: 'ready' });
  });
}
