import {
  displayPhotoResource,
  gatewayPrefixUrl,
  getProfileDetailCall,
  saveDisplayPhotoCall,
  shellMessages,
} from '@cdesk/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { fail, ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import { photoFileName } from './photo-store.js';
import type { ProfileService, ServedPhoto } from './service.js';

// A 2 MB photo is about 2.7 MB as base64; the room above it lets a photo slightly over the limit
// reach the service and get the photo's own message rather than a bare "too large".
const photoBodyLimit = 4 * 1024 * 1024;

export function profileRoutes(
  app: FastifyInstance,
  profile: ProfileService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    getProfileDetailCall,
    {
      tag: 'shell',
      summary: "The investor's profile detail, nominees, claimant and witness",
      preHandler: guard(),
    },
    async (request) => ok(await profile.detail(principalOf(request), request.body.ucc)),
  );

  app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return reply.status(413).send(fail(null, shellMessages.photoTooLarge, 'PHOTO_TOO_LARGE'));
    });
    postRoute(
      scope,
      saveDisplayPhotoCall,
      {
        tag: 'shell',
        summary: 'Upload the display photo (JSON: a JPEG or PNG data URL, at most 2 MB)',
        preHandler: guard(),
        bodyLimit: photoBodyLimit,
      },
      async (request) =>
        ok(
          await profile.savePhoto(principalOf(request), request.body.photo),
          shellMessages.photoSaved,
        ),
    );
  });

  // Served to the owner's bearer token, or to anyone holding the short-lived signed URL that the
  // header and the profile hand out (an <img> cannot send a bearer token).
  app.withTypeProvider<ZodTypeProvider>().get(
    gatewayPrefixUrl(displayPhotoResource, '*'),
    {
      schema: {
        hide: true,
        params: z.object({ '*': z.string().max(100, 'File name should be valid.') }),
        querystring: z.object({
          exp: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
          sig: z.string().max(64).optional(),
        }),
      },
    },
    async (request, reply) => {
      const file = request.params['*'];
      const { exp, sig } = request.query;
      let photo: ServedPhoto | null = null;
      if (photoFileName.test(file)) {
        if (exp !== undefined && sig !== undefined) {
          photo = await profile.signedPhoto(file, exp, sig);
        } else {
          await guard({ allowPendingSteps: true }).call(app, request, reply);
          photo = await profile.ownPhoto(principalOf(request), file);
        }
      }
      if (!photo) throw new AppError(404, 'NOT_FOUND', shellMessages.photoNotFound);
      return reply
        .header('content-type', photo.contentType)
        .header('cache-control', 'no-store')
        .header('content-disposition', 'inline')
        .send(photo.bytes);
    },
  );
}
