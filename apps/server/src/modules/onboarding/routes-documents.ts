import {
  documentSizeLimits,
  fileSizeText,
  type GatewayCall,
  livePhotoCall,
  loadDocumentsCall,
  loadLivePhotoCall,
  onboardingDocumentMessages as m,
  removeDocumentsCall,
  saveDocumentsCall,
  saveLivePhotoCall,
  uploadMaxChars,
} from '@cdesk/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, ok } from '../../lib/envelope.js';
import type { CallHandler } from '../../lib/route.js';
import type { OnboardingDeps } from './deps.js';
import { DocumentsService } from './steps/documents-service.js';
import { LivePhotoService } from './steps/live-photo-service.js';
import { registrationRoute } from './route.js';
import { applicationOf } from './registration/session.js';

// Files travel as base64 inside the JSON envelope every registration call uses (the gateway has no
// multipart parser, and one body shape keeps one validation path): the largest allowed file is
// about 6.7 MB as base64; the room above it lets a file just over the limit reach the service and
// get the size message with the limit in it rather than a bare "too large".
const uploadBodyLimit = uploadMaxChars + 64 * 1024;

/** LivePhotoService and DocumentsService (spec 2 section 7): live photo, documents, signature. */
export function registerDocumentRoutes(
  app: FastifyInstance,
  deps: Pick<OnboardingDeps, 'guard' | 'store' | 'clock'>,
): void {
  const photos = new LivePhotoService(deps.store);
  const documents = new DocumentsService(deps.store, deps.clock);

  app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      const message = m.tooLarge(fileSizeText(documentSizeLimits.maxBytes));
      return reply.status(413).send(fail(null, message, 'FILE_TOO_LARGE'));
    });
    const route = <C extends GatewayCall>(
      call: C,
      summary: string,
      handler: CallHandler<C>,
      upload = false,
    ) =>
      registrationRoute(
        scope,
        deps.guard,
        call,
        { summary, ...(upload ? { bodyLimit: uploadBodyLimit } : {}) },
        handler,
      );

    route(
      loadLivePhotoCall,
      "A holder's live photo screen and the photo stored so far",
      async (r) => ok(await photos.load(applicationOf(r).refNo, r.body.holder)),
    );
    route(
      livePhotoCall,
      'Checks, crops and stores a live photo (JSON: a JPEG or PNG as a data URL)',
      async (r) =>
        ok(
          await photos.capture(
            applicationOf(r).refNo,
            r.body.holder,
            r.body.source,
            r.body.fileName,
            r.body.photo,
          ),
        ),
      true,
    );
    route(saveLivePhotoCall, 'Confirms the live photo and answers the next screen', async (r) =>
      ok(await photos.confirm(applicationOf(r).refNo, r.body.holder, r.body.confirm)),
    );
    route(loadDocumentsCall, "A holder's documents, or every holder's signature", async (r) =>
      ok(await documents.load(applicationOf(r).refNo, r.body.holder, r.body.kind)),
    );
    route(
      saveDocumentsCall,
      'UPLOAD a document or signature (JSON: base64), or SAVE the screen and answer the next one',
      async (r) => {
        const { holder, ...input } = r.body;
        return ok(await documents.save(applicationOf(r).refNo, holder, input));
      },
      true,
    );
    route(removeDocumentsCall, 'Removes an uploaded document or signature', async (r) =>
      ok(
        await documents.remove(applicationOf(r).refNo, r.body.holder, r.body.kind, r.body.docType),
      ),
    );
  });
}
