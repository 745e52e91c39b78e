import { redeemHandoffCall, startHandoffCall } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import { handoffRefusals, type HandoffService } from './handoff-service.js';

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

  postRoute(
    app,
    redeemHandoffCall,
    {
      tag: 'shell',
      summary:
        'For the online-trading host, server to server: spend a hand-over token once and learn whom it names (a token not valid, expired or used is a 400)',
    },
    async (request) => {
      const receipt = await handoff.receive(request.body);
      if (receipt.outcome !== 'RECEIVED')
        throw new AppError(400, `HANDOFF_${receipt.outcome}`, handoffRefusals[receipt.outcome]);
      const { njAcNo, name, product, option } = receipt.claims;
      return ok({ njAcNo, name, product, option, receivedAt: receipt.receivedAt.toISOString() });
    },
  );
}
