import {
  gatewayPrefixUrl,
  type GatewayResourcePrefix,
  helpDocumentResource,
  partnerImageResource,
  shellMessages,
  socialIconResource,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { helpDocuments } from './media/help-documents.js';
import { partnerImages, socialIcons } from './media/images.js';
import { textPdf } from '../../lib/text-pdf.js';

// Wildcards rather than ':file' params: the router answers an over-long param with its own
// non-envelope 414, while a wildcard reaches the schema and gets the usual 400 envelope.
const ZFile = z.object({ '*': z.string().max(100, 'File name should be valid.') });
const publicCache = 'public, max-age=86400';
const pdfCache = new Map<string, Buffer>();

function helpPdf(file: string): Buffer | undefined {
  const document = Object.hasOwn(helpDocuments, file) ? helpDocuments[file] : undefined;
  if (!document) return undefined;
  let pdf = pdfCache.get(file);
  if (!pdf) {
    pdf = textPdf(document.title, document.paragraphs);
    pdfCache.set(file, pdf);
  }
  return pdf;
}

/** Public media: partner pictures, social icons and help documents (nothing investor-specific). */
export function mediaRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const svgRoute = (resource: GatewayResourcePrefix, images: Readonly<Record<string, string>>) =>
    typed.get(
      gatewayPrefixUrl(resource, '*'),
      { schema: { hide: true, params: ZFile } },
      async (request, reply) => {
        const file = request.params['*'];
        const svg = Object.hasOwn(images, file) ? images[file] : undefined;
        if (!svg) throw new AppError(404, 'NOT_FOUND', shellMessages.mediaNotFound);
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', publicCache)
          .send(svg);
      },
    );
  svgRoute(partnerImageResource, partnerImages);
  svgRoute(socialIconResource, socialIcons);

  typed.get(
    gatewayPrefixUrl(helpDocumentResource, '*'),
    { schema: { hide: true, params: ZFile } },
    async (request, reply) => {
      const file = request.params['*'];
      const pdf = helpPdf(file);
      if (!pdf) throw new AppError(404, 'NOT_FOUND', shellMessages.helpFileNotFound);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${file}"`)
        .header('cache-control', publicCache)
        .send(pdf);
    },
  );
}
