import {
  cancelClosureRequestCall,
  closureGenerateOtpCall,
  closureVerifyOtpCall,
  type Envelope,
  type GatewayCall,
  generateClosurePdfCall,
  loadClosureEsignDetailCall,
  loadClosureFormCall,
  processClosureEsignRequestCall,
  processClosureEsignResponseCall,
  type ReplyOf,
  saveClosureDetailCall,
  saveDataClosureFinalCall,
  uploadMaxChars,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ok } from '../../../lib/envelope.js';
import { postRoute } from '../../../lib/route.js';
import { principalOf, type RequestContext, type SessionGuard } from '../../access/index.js';
import type { SessionPrincipal } from '../../access/index.js';
import type { ClosureRequests } from './request-service.js';
import type { ClosureSigning } from './signing-service.js';

export interface ClosureServices {
  requests: ClosureRequests;
  signing: ClosureSigning;
}

/** The form with the client master report in it: the largest document, and the fields beside it. */
const uploadBodyLimit = uploadMaxChars + 64 * 1024;

/** The reply with the service's own words shown to the investor. */
const saying = <T extends { message: string }>(data: T) => ok(data, data.message);

/** One call behind the session guard, answered with what a service says for its body. */
type Answer = <C extends GatewayCall>(
  call: C,
  summary: string,
  reply: (
    investor: SessionPrincipal,
    body: z.output<C['request']>,
    audit: RequestContext,
  ) => Promise<ReplyOf<C>>,
  envelope?: (data: ReplyOf<C>) => Envelope<ReplyOf<C>>,
  bodyLimit?: number,
) => void;

export function closureRoutes(app: FastifyInstance, s: ClosureServices, guard: SessionGuard) {
  const answer: Answer = (call, summary, reply, envelope = ok, bodyLimit) =>
    postRoute(
      app,
      call,
      { tag: 'services', summary, preHandler: guard(), ...(bodyLimit ? { bodyLimit } : {}) },
      async (r) => envelope(await reply(principalOf(r), r.body, r.audit)),
    );
  requestRoutes(answer, s.requests);
  signingRoutes(answer, s.signing);
}

/** The request: its form, saved, as a PDF, submitted for signing, or cancelled. */
function requestRoutes(answer: Answer, requests: ClosureRequests): void {
  answer(loadClosureFormCall, 'Account closure: the form, its lists and any open request', (i) =>
    requests.loadForm(i),
  );
  answer(
    saveClosureDetailCall,
    'Account closure: open or change the request (one open at a time)',
    (i, b, a) => requests.save(i, b, a),
    saying,
    uploadBodyLimit,
  );
  answer(generateClosurePdfCall, 'Account closure: the request as a PDF', (i, b) =>
    requests.generatePdf(i, b.closureReqId),
  );
  answer(
    saveDataClosureFinalCall,
    'Account closure: submit the request for signing by e-sign (E) or OTP (O)',
    (i, b, a) => requests.submitFinal(i, b, a),
    saying,
  );
  answer(
    cancelClosureRequestCall,
    'Account closure: cancel the request while it is not signed',
    (i, b, a) => requests.cancel(i, b.closureReqId, a),
    saying,
  );
}

/** Signing the submitted request by Aadhaar e-sign or by OTP. */
function signingRoutes(answer: Answer, signing: ClosureSigning): void {
  answer(loadClosureEsignDetailCall, 'Account closure: what the signing page shows', (i, b) =>
    signing.esignDetail(i, b.closureReqId),
  );
  answer(
    processClosureEsignRequestCall,
    'Account closure: start the Aadhaar e-sign of the submitted request',
    (i, b) => signing.esignStart(i, b),
  );
  answer(
    processClosureEsignResponseCall,
    'Account closure: the e-sign return; the request is signed and the account closed',
    (i, b, a) => signing.esignReturn(i, b, a),
    saying,
  );
  answer(
    closureGenerateOtpCall,
    "Account closure: send ('S') or resend ('R') the signing OTP",
    (i, b, a) => signing.generateOtp(i, b, a),
    saying,
  );
  answer(
    closureVerifyOtpCall,
    "Account closure: the OTP signs the request and closes the account ('Invalid Otp.')",
    (i, b, a) => signing.verifyOtp(i, b, a),
    saying,
  );
}
