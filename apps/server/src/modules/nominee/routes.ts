import {
  nomineeServicePath,
  type NomineeService,
  ZCancelNomineeRequestProfileRequest,
  ZCancelNomineeRequestProfileResponse,
  ZGenerateNomiOtpRequest,
  ZGenerateNomiOtpResponse,
  ZGenerateNomiPdfProfileRequest,
  ZGenerateNomiPdfProfileResponse,
  ZGenerateNomiReqProfileRequest,
  ZGenerateNomiReqProfileResponse,
  ZGetGeoListRequest,
  ZGetGeoListResponse,
  ZGetPincodeDetailRequest,
  ZGetPincodeDetailResponse,
  ZLoadNomiEsignDtlProfileRequest,
  ZLoadNomiEsignDtlProfileResponse,
  ZLoadNomiGrdnAddressProfileRequest,
  ZLoadNomiGrdnAddressProfileResponse,
  ZLoadNomiGrdnDetailsProfileRequest,
  ZLoadNomiGrdnDetailsProfileResponse,
  ZLoadNomineeAddressProfileRequest,
  ZLoadNomineeAddressProfileResponse,
  ZLoadNomineeDetailsProfileRequest,
  ZLoadNomineeDetailsProfileResponse,
  ZLoadNomineeDtlProfileRequest,
  ZLoadNomineeDtlProfileResponse,
  ZLoadNomineeOptProfileRequest,
  ZLoadNomineeOptProfileResponse,
  ZLoadNomineePercShareProfileRequest,
  ZLoadNomineePercShareProfileResponse,
  ZModifyNomineeProfileRequest,
  ZModifyNomineeProfileResponse,
  ZReceiveNomiEsignResponseProfileRequest,
  ZReceiveNomiEsignResponseProfileResponse,
  ZRemoveNomineeProfileRequest,
  ZRemoveNomineeProfileResponse,
  ZSaveNomiGrdnAddressProfileRequest,
  ZSaveNomiGrdnAddressProfileResponse,
  ZSaveNomiGrdnDetailsProfileRequest,
  ZSaveNomiGrdnDetailsProfileResponse,
  ZSaveNomineeAddressProfileRequest,
  ZSaveNomineeAddressProfileResponse,
  ZSaveNomineeDetailsProfileRequest,
  ZSaveNomineeDetailsProfileResponse,
  ZSaveNomineeOptProfileRequest,
  ZSaveNomineeOptProfileResponse,
  ZSaveNomineePercShareProfileRequest,
  ZSaveNomineePercShareProfileResponse,
  ZSaveSubmitFinalNomineeProfileRequest,
  ZSaveSubmitFinalNomineeProfileResponse,
  ZSubmitNomiEsignRequestProfileRequest,
  ZSubmitNomiEsignRequestProfileResponse,
  ZVerifyNomiOtpRequest,
  ZVerifyNomiOtpResponse,
  nomineeMessages,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail, ok } from '../../lib/envelope.js';
import { type GatewayRoute, postRoute } from '../../lib/route.js';
import { requestContext } from '../access/routes.js';
import { principalOf, type SessionGuard } from '../access/session-guard.js';
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
  /** One wizard call at /cdesk/gw/nominee/<service>, behind the session guard. */
  function call<B extends z.ZodType, D extends z.ZodType>(
    service: NomineeService,
    summary: string,
    body: B,
    data: D,
    handler: Parameters<typeof postRoute<B, D>>[2],
  ) {
    const route: GatewayRoute<B, D> = {
      path: `/cdesk/gw/${nomineeServicePath(service)}`,
      tag: 'nominee',
      summary,
      body,
      data,
      preHandler: guard(),
    };
    postRoute(app, route, handler);
  }
  const who = (request: FastifyRequest) => principalOf(request);

  call(
    'loadNomineeDtlProfile',
    'Nominees on record and any open request',
    ZLoadNomineeDtlProfileRequest,
    ZLoadNomineeDtlProfileResponse,
    async (r) => ok(await s.requests.dtl(who(r))),
  );
  call(
    'generateNomiReqProfile',
    'Open (or resume) a nominee request for an action',
    ZGenerateNomiReqProfileRequest,
    ZGenerateNomiReqProfileResponse,
    async (r) =>
      ok(
        await s.requests.generate(
          who(r),
          r.body.action,
          yes(r.body.isFromTransact),
          requestContext(r),
        ),
      ),
  );
  call(
    'modifyNomineeProfile',
    'S1: the automatic request when there is no nominee preference',
    ZModifyNomineeProfileRequest,
    ZModifyNomineeProfileResponse,
    async (r) => ok(await s.requests.modify(who(r), yes(r.body.isFromTransact), requestContext(r))),
  );
  call(
    'cancelNomineeRequestProfile',
    'Cancel the open nominee request',
    ZCancelNomineeRequestProfileRequest,
    ZCancelNomineeRequestProfileResponse,
    async (r) => ok(await s.requests.cancel(who(r), r.body.nomiReqId, requestContext(r))),
  );
  call(
    'loadNomineeOptProfile',
    'S2: the opt preference',
    ZLoadNomineeOptProfileRequest,
    ZLoadNomineeOptProfileResponse,
    async (r) => ok(await s.requests.loadOpt(who(r), r.body.nomiReqId)),
  );
  call(
    'saveNomineeOptProfile',
    'S2: save the opt preference',
    ZSaveNomineeOptProfileRequest,
    ZSaveNomineeOptProfileResponse,
    async (r) => ok(await s.requests.saveOpt(who(r), r.body)),
  );
  call(
    'loadNomineeDetailsProfile',
    'S3: one nominee',
    ZLoadNomineeDetailsProfileRequest,
    ZLoadNomineeDetailsProfileResponse,
    async (r) => ok(await s.wizard.loadDetails(who(r), r.body)),
  );
  call(
    'saveNomineeDetailsProfile',
    'S3: save one nominee',
    ZSaveNomineeDetailsProfileRequest,
    ZSaveNomineeDetailsProfileResponse,
    async (r) => ok(await s.wizard.saveDetails(who(r), r.body)),
  );
  call(
    'removeNomineeProfile',
    'S3: remove the last nominee',
    ZRemoveNomineeProfileRequest,
    ZRemoveNomineeProfileResponse,
    async (r) => ok(await s.wizard.remove(who(r), r.body)),
  );
  call(
    'loadNomineeAddressProfile',
    "S7: a nominee's address",
    ZLoadNomineeAddressProfileRequest,
    ZLoadNomineeAddressProfileResponse,
    async (r) => ok(await s.wizard.loadAddress(who(r), r.body)),
  );
  call(
    'saveNomineeAddressProfile',
    "S7: save a nominee's address (addNominee Y adds the next)",
    ZSaveNomineeAddressProfileRequest,
    ZSaveNomineeAddressProfileResponse,
    async (r) => ok(await s.wizard.saveAddress(who(r), r.body)),
  );
  call(
    'loadNomiGrdnDetailsProfile',
    "S8: a minor nominee's guardian",
    ZLoadNomiGrdnDetailsProfileRequest,
    ZLoadNomiGrdnDetailsProfileResponse,
    async (r) => ok(await s.wizard.loadGuardian(who(r), r.body)),
  );
  call(
    'saveNomiGrdnDetailsProfile',
    "S8: save a minor nominee's guardian",
    ZSaveNomiGrdnDetailsProfileRequest,
    ZSaveNomiGrdnDetailsProfileResponse,
    async (r) => ok(await s.wizard.saveGuardian(who(r), r.body)),
  );
  call(
    'loadNomiGrdnAddressProfile',
    "S9: the guardian's address",
    ZLoadNomiGrdnAddressProfileRequest,
    ZLoadNomiGrdnAddressProfileResponse,
    async (r) => ok(await s.wizard.loadGuardianAddress(who(r), r.body)),
  );
  call(
    'saveNomiGrdnAddressProfile',
    "S9: save the guardian's address",
    ZSaveNomiGrdnAddressProfileRequest,
    ZSaveNomiGrdnAddressProfileResponse,
    async (r) => ok(await s.wizard.saveGuardianAddress(who(r), r.body)),
  );
  call(
    'loadNomineePercShareProfile',
    'S4: the shares',
    ZLoadNomineePercShareProfileRequest,
    ZLoadNomineePercShareProfileResponse,
    async (r) => ok(await s.wizard.loadShares(who(r), r.body.nomiReqId)),
  );
  call(
    'saveNomineePercShareProfile',
    'S4: save the shares',
    ZSaveNomineePercShareProfileRequest,
    ZSaveNomineePercShareProfileResponse,
    async (r) => ok(await s.wizard.saveShares(who(r), r.body)),
  );
  call(
    'generateNomiPdfProfile',
    'The nominee form to sign, with its consents',
    ZGenerateNomiPdfProfileRequest,
    ZGenerateNomiPdfProfileResponse,
    async (r) => ok(await s.signing.generatePdf(who(r), r.body.nomiReqId, r.body.otpSignOrEsign)),
  );
  call(
    'saveSubmitFinalNomineeProfile',
    'Final submit of the form with its ticked consents',
    ZSaveSubmitFinalNomineeProfileRequest,
    ZSaveSubmitFinalNomineeProfileResponse,
    async (r) => ok(await s.signing.submitFinal(who(r), r.body, requestContext(r))),
  );
  call(
    'loadNomiEsignDtlProfile',
    'Signing detail: holders, document, consents, languages',
    ZLoadNomiEsignDtlProfileRequest,
    ZLoadNomiEsignDtlProfileResponse,
    async (r) => ok(await s.signing.esignDetail(who(r), r.body.nomiReqId)),
  );
  call(
    'submitNomiEsignRequestProfile',
    'Start the Aadhaar e-sign; PNE-903 when the form changed',
    ZSubmitNomiEsignRequestProfileRequest,
    ZSubmitNomiEsignRequestProfileResponse,
    async (r) => ok(await s.signing.esignSubmit(who(r), r.body)),
  );
  call(
    'receiveNomiEsignResponseProfile',
    'The e-sign return: verify and complete',
    ZReceiveNomiEsignResponseProfileRequest,
    ZReceiveNomiEsignResponseProfileResponse,
    async (r) => {
      const result = await s.signing.esignReceive(who(r), r.body, requestContext(r));
      return ok(result, result.message);
    },
  );
  call(
    'generateNomiOtp',
    "Send ('S') or resend ('R') the signing OTP",
    ZGenerateNomiOtpRequest,
    ZGenerateNomiOtpResponse,
    async (r) => {
      const result = await s.signing.generateOtp(who(r), r.body, requestContext(r));
      return ok(result, result.message);
    },
  );
  call(
    'verifyNomiOtp',
    'Verify the signing OTP; VONSP-004 wrong, VONSP-005 expired',
    ZVerifyNomiOtpRequest,
    ZVerifyNomiOtpResponse,
    async (r) => {
      const result = await s.signing.verifyOtp(who(r), r.body, requestContext(r));
      return ok(result, result.message);
    },
  );
  call(
    'getGeoList',
    'Countries, states of a country, cities of a state',
    ZGetGeoListRequest,
    ZGetGeoListResponse,
    async (r) => {
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
    },
  );
  call(
    'getPincodeDetail',
    'States and cities of an India pin code',
    ZGetPincodeDetailRequest,
    ZGetPincodeDetailResponse,
    async (r, reply) => {
      const found = s.geography.pincode(r.body.pincode);
      if (found.stateList.length === 0)
        return reply.status(200).send(fail(found, nomineeMessages.pincodeNotFound, 'PIN-404'));
      return ok(found);
    },
  );

  // The form behind a short-lived signed link: a PDF viewer or a download cannot send the token.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cdesk/gw/nominee/pdf/:file',
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
