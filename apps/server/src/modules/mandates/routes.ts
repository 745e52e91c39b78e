import {
  callMandateAuthCall,
  eMandateCallbackResource,
  eMandateReturnResource,
  getBankMandatesCall,
  getEMandateStatusCall,
  mandateAuthDetailsCall,
  processEsignMandateCall,
  registerEMandateCall,
  sendMandateAuthOtpCall,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { signedReturnRoutes } from '../../lib/signed-returns.js';
import type { SessionGuard } from '../access/index.js';
import type { PartnerMandates } from './partner-mandates.js';
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
  partner: PartnerMandates,
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

  // A partner's mandate request, by its link: no login, the OTP to the registered mobile instead.
  postRoute(
    app,
    mandateAuthDetailsCall,
    { tag, summary: 'A mandate the partner asked for, by its authorisation link (no login)' },
    async (request) => ok(await partner.details(request.body.d)),
  );
  postRoute(
    app,
    sendMandateAuthOtpCall,
    { tag, summary: "Sends the OTP that authorises a partner's mandate request (no login)" },
    async (request) => {
      const sent = await partner.sendOtp(request.body.d, request.ip);
      return ok(sent, `OTP has been sent to your registered mobile number ${sent.mobile}.`);
    },
  );
  postRoute(
    app,
    callMandateAuthCall,
    {
      tag,
      summary:
        'Authorises the mandate with the OTP, once: on to the e-sign service (ESIGN) or the bank',
    },
    async (request) => ok(await partner.authorise(request.body, request.audit)),
  );
  postRoute(
    app,
    processEsignMandateCall,
    { tag, summary: "The e-sign service's return for an ESIGN mandate: on to the bank" },
    async (request) => {
      const result = await partner.esignReturn(request.body, request.audit);
      return ok(result, result.message);
    },
  );
}
