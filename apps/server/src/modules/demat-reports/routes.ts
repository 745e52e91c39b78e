import {
  createTrustedLinkCall,
  dematDownloadPdfResource,
  gatewayUrl,
  reportTrustedCall,
  reportTrustedCmCall,
  reportTrustedPdfResource,
  revokeTrustedLinkCall,
  trustedLinksCall,
  type TrustedReportType,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import type { DematReportService, PdfFile } from './service.js';

const tag = 'reports';
const ZIdQuery = z.object({ id: z.string().max(1000).optional() });

function sendPdf(reply: FastifyReply, { fileName, pdf }: PdfFile) {
  return reply
    .header('content-type', 'application/pdf')
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(Buffer.from(pdf));
}

/** The id as spec 1 sends it (?id= with an empty body), or in the body. */
function idOf(
  request: FastifyRequest & { body: { id?: string | undefined } | null | undefined },
): string | undefined {
  const query = ZIdQuery.safeParse(request.query);
  return (query.success ? query.data.id : undefined) || request.body?.id || undefined;
}

export function dematReportRoutes(
  app: FastifyInstance,
  service: DematReportService,
  guard: SessionGuard,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    gatewayUrl(dematDownloadPdfResource),
    {
      preHandler: guard(),
      schema: {
        tags: [tag],
        summary:
          'The demat holding statement (reportType HOLDING) or the demat transaction report of a period of at most 6 months (TRANSACTION) as a PDF',
        body: dematDownloadPdfResource.request,
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) =>
      sendPdf(reply, await service.downloadPdf(principalOf(request), request.body)),
  );

  postRoute(
    app,
    createTrustedLinkCall,
    {
      tag,
      summary: `A trusted link to a holding statement (mutual funds or demat) that opens without a login for 7 days`,
      preHandler: guard(),
    },
    async (request) => {
      const { acCode, reportType } = request.body;
      return ok(await service.createLink(principalOf(request), acCode, reportType, request.audit));
    },
  );

  postRoute(
    app,
    trustedLinksCall,
    {
      tag,
      summary: 'The trusted links the investor has shared, newest first, with their status',
      preHandler: guard(),
    },
    async (request) => ok({ links: await service.sharedLinks(principalOf(request)) }),
  );

  postRoute(
    app,
    revokeTrustedLinkCall,
    {
      tag,
      summary: 'Revokes a trusted link the investor shared: it stops opening its report at once',
      preHandler: guard(),
    },
    async (request) =>
      ok(await service.revokeLink(principalOf(request), request.body.linkId, request.audit)),
  );

  openSharedRoutes(app, service);
}

/** What a trusted link names, opened read-only and without a login. */
function openSharedRoutes(app: FastifyInstance, service: DematReportService): void {
  const shared = (
    call: typeof reportTrustedCall | typeof reportTrustedCmCall,
    reportType: TrustedReportType,
    what: string,
  ) =>
    postRoute(
      app,
      call,
      { tag, summary: `The ${what} a trusted link names, read-only and without a login` },
      async (request) => ok(await service.openShared(idOf(request), reportType)),
    );
  shared(reportTrustedCall, 'MF_HOLDING', 'mutual fund holding statement');
  shared(reportTrustedCmCall, 'DEMAT_HOLDING', 'demat holding statement');

  app.withTypeProvider<ZodTypeProvider>().post(
    gatewayUrl(reportTrustedPdfResource),
    {
      schema: {
        tags: [tag],
        summary: 'The report a trusted link names, as a PDF, without a login',
        body: reportTrustedPdfResource.request,
      },
    },
    async (request, reply) => sendPdf(reply, await service.sharedPdf(request.body.id)),
  );
}
