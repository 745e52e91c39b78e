import { gatewayPrefixUrl, type GatewayResourcePrefix } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fail } from './envelope.js';

/** Reads the PDF a signed link names: null when the link is altered, expired or names nothing. */
export type SignedPdfReader = (
  file: string,
  exp: number,
  sig: string,
) => Promise<Uint8Array | null>;

/**
 * A PDF behind a short-lived signed link (`GET <resource>/<file>?exp&sig[&dl=Y]`): a PDF viewer or
 * a download sends no bearer token, so the link itself is the permission. Shown in the page, or
 * downloaded with `dl=Y`; a link that reads nothing is a 404 saying `notFound`.
 */
export function signedPdfRoute(
  app: FastifyInstance,
  resource: GatewayResourcePrefix,
  read: SignedPdfReader,
  notFound: string,
): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    gatewayPrefixUrl(resource, ':file'),
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
      const bytes = await read(file, request.query.exp, request.query.sig);
      if (!bytes) return reply.status(404).send(fail(null, notFound, 'PDF-404'));
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
