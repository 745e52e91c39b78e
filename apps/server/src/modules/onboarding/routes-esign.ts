import {
  changeApplicationCall,
  downloadFormResource,
  type GatewayCall,
  gatewayUrl,
  generatePdfCall,
  loadEsignDetailCall,
  processEsignRequestCall,
  processEsignResponseCall,
  saveDataSubmitFinalCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.js';
import type { CallHandler } from '../../lib/route.js';
import type { EsignProvider } from '../../providers/esign/port.js';
import { register as registerSigning } from '../signing/index.js';
import type { OnboardingDeps } from './deps.js';
import { EsignService } from './form/esign-service.js';
import { partOneFormSources } from './form/form-sections.js';
import type { FormSectionSource } from './form/part-two-records.js';
import { type AfterSigning, registrationRoute } from './route.js';
import { applicationOf } from './registration/session.js';

/**
 * EsignService (spec 2 section 7): the form of screen 49 and its e-sign on screen 50. `sources`
 * are the sections the later steps contribute (bank and mandate, nominees, photos and
 * signatures), written after part 1's in the order given.
 */
export function registerEsignRoutes(
  app: FastifyInstance,
  deps: Pick<OnboardingDeps, 'guard' | 'store' | 'clock' | 'audit'>,
  esign: EsignProvider,
  secretKey: string,
  sources: FormSectionSource[] = [],
): EsignService {
  const service = new EsignService(
    deps.store,
    deps.clock,
    esign,
    deps.audit,
    [...partOneFormSources, ...sources],
    secretKey,
  );
  const route = <C extends GatewayCall>(
    call: C,
    summary: string,
    handler: CallHandler<C>,
    afterSigning?: AfterSigning,
  ) =>
    registrationRoute(
      app,
      deps.guard,
      call,
      { summary, ...(afterSigning ? { afterSigning } : {}) },
      handler,
    );

  route(generatePdfCall, 'Makes the account opening form (PDF) and keeps it', async (r) =>
    ok(await service.generatePdf(applicationOf(r).refNo)),
  );
  route(
    saveDataSubmitFinalCall,
    'Confirms the form with the e-Wealth and e-sign consent',
    async (r) =>
      ok(await service.saveDataSubmitFinal(applicationOf(r).refNo, r.body.consent, r.audit)),
  );
  route(
    loadEsignDetailCall,
    "The form's e-sign status and where the application stands",
    async (r) => ok(await service.loadEsignDetail(applicationOf(r).refNo)),
  );
  route(processEsignRequestCall, 'Starts the Aadhaar e-sign of the form', async (r) =>
    ok(await service.processEsignRequest(applicationOf(r).refNo)),
  );
  // A return replayed after the signing (a reload of the return page) only answers the state.
  route(
    processEsignResponseCall,
    "Records the e-sign service's return",
    async (r) => {
      const done = await service.processEsignResponse(applicationOf(r).refNo, r.body, r.audit);
      return ok(done, done.message);
    },
    'allowed',
  );
  route(
    changeApplicationCall,
    'Change my application: withdraws the e-signature and the form, and reopens the steps',
    async (r) => {
      const opened = await service.changeApplication(applicationOf(r).refNo, r.audit);
      return ok(opened, opened.message);
    },
    'allowed',
  );

  downloadFormRoute(app, deps, service);
  // The form behind a short-lived signed link: what the e-sign service shows the signer.
  registerSigning(app, { signing: service.formSigning });
  return service;
}

/** The kept form as a PDF, for the applicant's own tokens (fetched as a blob by the page). */
function downloadFormRoute(
  app: FastifyInstance,
  deps: Pick<OnboardingDeps, 'guard'>,
  service: EsignService,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    gatewayUrl(downloadFormResource),
    {
      preHandler: deps.guard({ application: true }),
      schema: {
        tags: ['Account opening'],
        summary: 'The account opening form (PDF), unsigned or e-signed',
        body: downloadFormResource.request,
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const file = await service.formFile(applicationOf(request).refNo, request.body.docType);
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .send(file.content);
    },
  );
}
