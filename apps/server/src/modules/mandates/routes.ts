import {
  eMandateCallbackResource,
  eMandateReturnResource,
  getBankMandatesCall,
  getEMandateStatusCall,
  gatewayUrl,
  registerEMandateCall,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { SessionGuard } from '../../plugins/session.js';
import type { MandateHolder, MandateService } from './service.js';

const tag = 'mandates';
const ZSigned = z.object({ data: z.string().max(4000), sig: z.string().max(200) });
const formBodyLimit = 8 * 1024;

/** Where the investor lands once the bank has answered about a mandate. */
export const mandateResponseUrl = (mandateId: number) =>
  `/cdesk/mandate-response?mandateId=${mandateId}`;

async function holderOf(request: FastifyRequest): Promise<MandateHolder> {
  const account = await request.account();
  return { id: account.id, name: account.name };
}

export function mandateRoutes(
  app: FastifyInstance,
  mandates: MandateService,
  guard: SessionGuard,
): void {
  const preHandler = guard();
  postRoute(
    app,
    getBankMandatesCall,
    { tag, summary: "The investor's registered banks and mandates", preHandler },
    async (request) => ok(await mandates.list(await holderOf(request))),
  );
  postRoute(
    app,
    registerEMandateCall,
    { tag, summary: "Registers an e-mandate: opens the bank's page to approve it", preHandler },
    async (request) => ok(await mandates.register(await holderOf(request), request.body)),
  );
  postRoute(
    app,
    getEMandateStatusCall,
    { tag, summary: 'One mandate and where it stands', preHandler },
    async (request) => ok(await mandates.status(await holderOf(request), request.body.mandateId)),
  );

  // The bank's server-to-server answer: signed, so only the gateway can decide a mandate.
  app.post(
    gatewayUrl(eMandateCallbackResource),
    { schema: { hide: true } },
    async (request, reply) => {
      const parsed = ZSigned.safeParse(request.body ?? {});
      const mandate = parsed.success ? await mandates.applySigned(parsed.data) : null;
      if (!mandate) return reply.status(400).send(fail(null, 'Invalid callback', 'BAD_SIGNATURE'));
      return ok({ njEMandateNo: mandate.njEMandateNo, status: mandate.status });
    },
  );

  // The browser's return from the bank's mandate page: a signed form, applied once, then on to
  // the page that shows the bank's answer.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    scope.post(
      gatewayUrl(eMandateReturnResource),
      { schema: { hide: true, body: ZSigned } },
      async (request, reply) => {
        const parsed = ZSigned.safeParse(request.body ?? {});
        const mandate = parsed.success ? await mandates.applySigned(parsed.data) : null;
        if (!mandate)
          return reply.status(400).send(fail(null, 'Invalid callback', 'BAD_SIGNATURE'));
        return reply.redirect(mandateResponseUrl(mandate.id), 303);
      },
    );
  });
}
