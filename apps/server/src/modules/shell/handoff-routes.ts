import { startHandoffCall } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../../plugins/session.js';
import type { HandoffService } from './handoff-service.js';

export function handoffRoutes(
  app: FastifyInstance,
  handoff: HandoffService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    startHandoffCall,
    {
      tag: 'shell',
      summary:
        'Hand the investor over to the online-trading host: its URL and the form fields (a signed, single-use token valid for two minutes) to post there',
      preHandler: guard(),
    },
    async (request) => {
      const { product, option } = request.body;
      return ok(await handoff.start(principalOf(request), product, option));
    },
  );
}
