import {
  eMandateCallbackResource,
  eMandateReturnResource,
  getBankMandatesCall,
  getEMandateStatusCall,
  registerEMandateCall,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { signedReturnRoutes } from '../../lib/signed-returns.js';
import type { SessionGuard } from '../../plugins/session.js';
import type { MandateHolder, MandateService } from './service.js';

const tag = 'mandates';

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

  // The bank's signed answer: its callback, and the browser's return, on to the mandate's page.
  signedReturnRoutes(app, {
    callback: eMandateCallbackResource,
    browserReturn: eMandateReturnResource,
    apply: (signed) => mandates.applySigned(signed),
    callbackData: (mandate) => ({ njEMandateNo: mandate.njEMandateNo, status: mandate.status }),
    redirectTo: (mandate) => mandateResponseUrl(mandate.id),
  });
}
