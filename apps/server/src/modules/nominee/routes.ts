import {
  cancelNomineeRequestProfileCall,
  type GatewayCall,
  gatewayPrefixUrl,
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
  nomineePdfResource,
  receiveNomiEsignResponseProfileCall,
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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '../../lib/envelope.js';
import { type CallHandler, postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../../plugins/session.js';
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

export function nomineeRoutes(app: FastifyInstance, s: NomineeServices, guard: SessionGuard): void {
  /** One wizard call, behind the session guard. */
  function call<C extends GatewayCall>(gatewayCall: C, summary: string, handler: CallHandler<C>) {
    postRoute(app, gatewayCall, { tag: 'nominee', summary, preHandler: guard() }, handler);
  }
  const who = (request: FastifyRequest) => principalOf(request);

  call(loadNomineeDtlProfileCall, 'Nominees on record and any open request', async (r) =>
    ok(await s.requests.dtl(who(r))),
  );
  call(generateNomiReqProfileCall, 'Open (or resume) a nominee request for an action', async (r) =>
    ok(await s.requests.generate(who(r), r.body.action, yes(r.body.isFromTransact), r.audit)),
  );
  call(
    modifyNomineeProfileCall,
    'S1: the automatic request when there is no nominee preference',
    async (r) => ok(await s.requests.modify(who(r), yes(r.body.isFromTransact), r.audit)),
  );
  call(cancelNomineeRequestProfileCall, 'Cancel the open nominee request', async (r) =>
    ok(await s.requests.cancel(who(r), r.body.nomiReqId, r.audit)),
  );
  call(loadNomineeOptProfileCall, 'S2: the opt preference', async (r) =>
    ok(await s.requests.loadOpt(who(r), r.body.nomiReqId)),
  );
  call(saveNomineeOptProfileCall, 'S2: save the opt preference', async (r) =>
    ok(await s.requests.saveOpt(who(r), r.body)),
  );
  call(loadNomineeDetailsProfileCall, 'S3: one nominee', async (r) =>
    ok(await s.wizard.loadDetails(who(r), r.body)),
  );
  call(saveNomineeDetailsProfileCall, 'S3: save one nominee', async (r) =>
    ok(await s.wizard.saveDetails(who(r), r.body)),
  );
  call(removeNomineeProfileCall, 'S3: remove the last nominee', async (r) =>
    ok(await s.wizard.remove(who(r), r.body)),
  );
  call(loadNomineeAddressProfileCall, "S7: a nominee's address", async (r) =>
    ok(await s.wizard.loadAddress(who(r), r.body)),
  );
  call(
    saveNomineeAddressProfileCall,
    "S7: save a nominee's address (addNominee Y adds the next)",
    async (r) => ok(await s.wizard.saveAddress(who(r), r.body)),
  );
  call(loadNomiGrdnDetailsProfileCall, "S8: a minor nominee's guardian", async (r) =>
    ok(await s.wizard.loadGuardian(who(r), r.body)),
  );
  call(saveNomiGrdnDetailsProfileCall, "S8: save a minor nominee's guardian", async (r) =>
    ok(await s.wizard.saveGuardian(who(r), r.body)),
  );
  call(loadNomiGrdnAddressProfileCall, "S9: the guardian's address", async (r) =>
    ok(await s.wizard.loadGuardianAddress(who(r), r.body)),
  );
  call(saveNomiGrdnAddressProfileCall, "S9: save the guardian's address", async (r) =>
    ok(await s.wizard.saveGuardianAddress(who(r), r.body)),
  );
  call(loadNomineePercShareProfileCall, 'S4: the shares', async (r) =>
    ok(await s.wizard.loadShares(who(r), r.body.nomiReqId)),
  );
  call(saveNomineePercShareProfileCall, 'S4: save the shares', async (r) =>
    ok(await s.wizard.saveShares(who(r), r.body)),
  );
  call(generateNomiPdfProfileCall, 'The nominee form to sign, with its consents', async (r) =>
    ok(await s.signing.generatePdf(who(r), r.body.nomiReqId, r.body.otpSignOrEsign)),
  );
  call(
    saveSubmitFinalNomineeProfileCall,
    'Final submit of the form with its ticked consents',
    async (r) => ok(await s.signing.submitFinal(who(r), r.body, r.audit)),
  );
  call(
    loadNomiEsignDtlProfileCall,
    'Signing detail: holders, document, consents, languages',
    async (r) => ok(await s.signing.esignDetail(who(r), r.body.nomiReqId)),
  );
  call(
    submitNomiEsignRequestProfileCall,
    'Start the Aadhaar e-sign; PNE-903 when the form changed',
    async (r) => ok(await s.signing.esignSubmit(who(r), r.body)),
  );
  call(receiveNomiEsignResponseProfileCall, 'The e-sign return: verify and complete', async (r) => {
    const result = await s.signing.esignReceive(who(r), r.body, r.audit);
    return ok(result, result.message);
  });
  call(generateNomiOtpCall, "Send ('S') or resend ('R') the signing OTP", async (r) => {
    const result = await s.signing.generateOtp(who(r), r.body, r.audit);
    return ok(result, result.message);
  });
  call(
    verifyNomiOtpCall,
    'Verify the signing OTP; VONSP-004 wrong, VONSP-005 expired',
    async (r) => {
      const result = await s.signing.verifyOtp(who(r), r.body, r.audit);
      return ok(result, result.message);
    },
  );
  call(getGeoListCall, 'Countries, states of a country, cities of a state', async (r) => {
    const { fetchFor, geoCode } = r.body;
    const [country = '', state = ''] = geoCode.split('-');
    const geoList =
      fetchFor === 'Country'
        ? s.geography.countries()
        : fetchFor === 'State'
          ? s.geography.states(country)
          : s.geography.cities(country, state);
    return geoList.length > 0 || fetchFor === 'Country'
      ? ok({ geoList })
      : ok({ geoList }, nomineeMessages.geoNotFound);
  });
  call(getPincodeDetailCall, 'States and cities of an India pin code', async (r, reply) => {
    const found = s.geography.pincode(r.body.pincode);
    if (found.stateList.length === 0)
      return reply.status(200).send(fail(found, nomineeMessages.pincodeNotFound, 'PIN-404'));
    return ok(found);
  });

  // The form behind a short-lived signed link: a PDF viewer or a download cannot send the token.
  app.withTypeProvider<ZodTypeProvider>().get(
    gatewayPrefixUrl(nomineePdfResource, ':file'),
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().max(80) }),
        querystring: z.object({
          exp: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).default(0),
          sig: z.string().max(64).default(''),
          dl: z.enum(['Y', 'N']).default('N'),
        }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const bytes = await s.signing.pdfFile(file, request.query.exp, request.query.sig);
      if (!bytes)
        return reply.status(404).send(fail(null, nomineeMessages.pdfLoadFailed, 'PDF-404'));
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `${request.query.dl === 'Y' ? 'attachment' : 'inline'}; filename="${file}"`,
        )
        .send(Buffer.from(bytes));
    },
  );
}
