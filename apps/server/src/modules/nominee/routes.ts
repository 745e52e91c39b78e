import {
  cancelNomineeRequestProfileCall,
  type Envelope,
  type GatewayCall,
  generateNomiOtpCall,
  generateNomiPdfProfileCall,
  generateNomiReqProfileCall,
  getGeoListCall,
  getPincodeDetailCall,
  loadNomiEsignDtlProfileCall,
  loadNomiGrdnAddressProfileCall,
  loadNomiGrdnDetailsProfileCall,
  loadNomineeAddressProfileCall,
  loadNomineeDetailsProfileCall,
  loadNomineeDtlProfileCall,
  loadNomineeOptProfileCall,
  loadNomineePercShareProfileCall,
  modifyNomineeProfileCall,
  nomineeMessages,
  receiveNomiEsignResponseProfileCall,
  type ReplyOf,
  removeNomineeProfileCall,
  saveNomiGrdnAddressProfileCall,
  saveNomiGrdnDetailsProfileCall,
  saveNomineeAddressProfileCall,
  saveNomineeDetailsProfileCall,
  saveNomineeOptProfileCall,
  saveNomineePercShareProfileCall,
  saveSubmitFinalNomineeProfileCall,
  submitNomiEsignRequestProfileCall,
  verifyNomiOtpCall,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fail, ok } from '../../lib/envelope.js';
import { type CallHandler, postRoute } from '../../lib/route.js';
import { principalOf, type RequestContext, type SessionGuard } from '../access/index.js';
import type { SessionPrincipal } from '../access/index.js';
import { register as registerSigning } from '../signing/index.js';
import type { Geography } from './geography.js';
import type { NomineeRequestService } from './request-service.js';
import type { NomineeSigningService } from './signing-service.js';
import type { NomineeWizardService } from './wizard-service.js';

export interface NomineeServices {
  requests: NomineeRequestService;
  wizard: NomineeWizardService;
  signing: NomineeSigningService;
  geography: Geography;
}

const yes = (flag: 'Y' | 'N') => flag === 'Y';

/** The reply with the service's own message shown to the investor. */
const saying = <T extends { message: string }>(data: T) => ok(data, data.message);

/** One wizard call, behind the session guard. */
type Call = <C extends GatewayCall>(
  gatewayCall: C,
  summary: string,
  handler: CallHandler<C>,
) => void;

/** A call whose reply is what a service answers the investor for the request's body. */
type Answer = <C extends GatewayCall>(
  gatewayCall: C,
  summary: string,
  reply: (
    investor: SessionPrincipal,
    body: z.output<C['request']>,
    audit: RequestContext,
  ) => Promise<ReplyOf<C>>,
  envelope?: (data: ReplyOf<C>) => Envelope<ReplyOf<C>>,
) => void;

export function nomineeRoutes(app: FastifyInstance, s: NomineeServices, guard: SessionGuard): void {
  const call: Call = (gatewayCall, summary, handler) =>
    postRoute(app, gatewayCall, { tag: 'nominee', summary, preHandler: guard() }, handler);
  const who = (request: FastifyRequest) => principalOf(request);
  const answer: Answer = (gatewayCall, summary, reply, envelope = ok) =>
    call(gatewayCall, summary, async (r) => envelope(await reply(who(r), r.body, r.audit)));
  requestRoutes(answer, s.requests);
  wizardRoutes(answer, s.wizard);
  signingRoutes(answer, s.signing);
  geographyRoutes(call, s.geography);
  // The form behind a short-lived signed link: a PDF viewer or a download cannot send the token.
  registerSigning(app, { signing: s.signing.signing });
}

/** The request: open, resume, cancel, and its opt preference. */
function requestRoutes(answer: Answer, requests: NomineeRequestService): void {
  answer(loadNomineeDtlProfileCall, 'Nominees on record and any open request', (i) =>
    requests.dtl(i),
  );
  answer(
    generateNomiReqProfileCall,
    'Open (or resume) a nominee request for an action',
    (i, b, a) => requests.generate(i, b.action, yes(b.isFromTransact), a),
  );
  answer(
    modifyNomineeProfileCall,
    'S1: the automatic request when there is no nominee preference',
    (i, b, a) => requests.modify(i, yes(b.isFromTransact), a),
  );
  answer(cancelNomineeRequestProfileCall, 'Cancel the open nominee request', (i, b, a) =>
    requests.cancel(i, b.nomiReqId, a),
  );
  answer(loadNomineeOptProfileCall, 'S2: the opt preference', (i, b) =>
    requests.loadOpt(i, b.nomiReqId),
  );
  answer(saveNomineeOptProfileCall, 'S2: save the opt preference', (i, b) =>
    requests.saveOpt(i, b),
  );
}

/** The wizard: each nominee, their address and guardian, and the shares. */
function wizardRoutes(answer: Answer, wizard: NomineeWizardService): void {
  answer(loadNomineeDetailsProfileCall, 'S3: one nominee', (i, b) => wizard.loadDetails(i, b));
  answer(saveNomineeDetailsProfileCall, 'S3: save one nominee', (i, b) => wizard.saveDetails(i, b));
  answer(removeNomineeProfileCall, 'S3: remove the last nominee', (i, b) => wizard.remove(i, b));
  answer(loadNomineeAddressProfileCall, "S7: a nominee's address", (i, b) =>
    wizard.loadAddress(i, b),
  );
  answer(
    saveNomineeAddressProfileCall,
    "S7: save a nominee's address (addNominee Y adds the next)",
    (i, b) => wizard.saveAddress(i, b),
  );
  answer(loadNomiGrdnDetailsProfileCall, "S8: a minor nominee's guardian", (i, b) =>
    wizard.loadGuardian(i, b),
  );
  answer(saveNomiGrdnDetailsProfileCall, "S8: save a minor nominee's guardian", (i, b) =>
    wizard.saveGuardian(i, b),
  );
  answer(loadNomiGrdnAddressProfileCall, "S9: the guardian's address", (i, b) =>
    wizard.loadGuardianAddress(i, b),
  );
  answer(saveNomiGrdnAddressProfileCall, "S9: save the guardian's address", (i, b) =>
    wizard.saveGuardianAddress(i, b),
  );
  answer(loadNomineePercShareProfileCall, 'S4: the shares', (i, b) =>
    wizard.loadShares(i, b.nomiReqId),
  );
  answer(saveNomineePercShareProfileCall, 'S4: save the shares', (i, b) => wizard.saveShares(i, b));
}

/** The form, its final submit and its signing by Aadhaar e-sign or by OTP. */
function signingRoutes(answer: Answer, signing: NomineeSigningService): void {
  answer(generateNomiPdfProfileCall, 'The nominee form to sign, with its consents', (i, b) =>
    signing.generatePdf(i, b.nomiReqId, b.otpSignOrEsign),
  );
  answer(
    saveSubmitFinalNomineeProfileCall,
    'Final submit of the form with its ticked consents',
    (i, b, a) => signing.submitFinal(i, b, a),
  );
  answer(
    loadNomiEsignDtlProfileCall,
    'Signing detail: holders, document, consents, languages',
    (i, b) => signing.esignDetail(i, b.nomiReqId),
  );
  answer(
    submitNomiEsignRequestProfileCall,
    'Start the Aadhaar e-sign; PNE-903 when the form changed',
    (i, b) => signing.esignSubmit(i, b),
  );
  answer(
    receiveNomiEsignResponseProfileCall,
    'The e-sign return: verify and complete',
    (i, b, a) => signing.esignReceive(i, b, a),
    saying,
  );
  answer(
    generateNomiOtpCall,
    "Send ('S') or resend ('R') the signing OTP",
    (i, b, a) => signing.generateOtp(i, b, a),
    saying,
  );
  answer(
    verifyNomiOtpCall,
    'Verify the signing OTP; VONSP-004 wrong, VONSP-005 expired',
    (i, b, a) => signing.verifyOtp(i, b, a),
    saying,
  );
}

/** Countries, states and cities, and the pin codes of India. */
function geographyRoutes(call: Call, geography: Geography): void {
  call(getGeoListCall, 'Countries, states of a country, cities of a state', async (r) => {
    const { fetchFor, geoCode } = r.body;
    const [country = '', state = ''] = geoCode.split('-');
    const geoList =
      fetchFor === 'Country'
        ? geography.countries()
        : fetchFor === 'State'
          ? geography.states(country)
          : geography.cities(country, state);
    return geoList.length > 0 || fetchFor === 'Country'
      ? ok({ geoList })
      : ok({ geoList }, nomineeMessages.geoNotFound);
  });
  call(getPincodeDetailCall, 'States and cities of an India pin code', async (r, reply) => {
    const found = geography.pincode(r.body.pincode);
    if (found.stateList.length === 0)
      return reply.status(200).send(fail(found, nomineeMessages.pincodeNotFound, 'PIN-404'));
    return ok(found);
  });
}
