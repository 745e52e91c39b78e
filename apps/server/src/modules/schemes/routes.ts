import {
  gatewayPrefixUrl,
  getNfoListCall,
  getSchemeInsightCall,
  getSchemeListCall,
  schemeDocumentResource,
  schemeMessages,
  searchSchemesCall,
  ZSchCode,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { SessionGuard } from '../access/index.js';
import { schemeDocumentKinds } from './documents.js';
import type { SchemeService } from './service.js';

const ZDocumentParams = z.object({
  schCode: ZSchCode,
  file: z.enum(
    schemeDocumentKinds.map((kind) => `${kind}.pdf`) as [string, ...string[]],
    schemeMessages.documentNotFound,
  ),
});

export function schemeRoutes(
  app: FastifyInstance,
  schemes: SchemeService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    getSchemeListCall,
    {
      tag: 'mutual-funds',
      summary:
        'All active schemes through the mutual fund filter, a page at a time, with the filter options',
      preHandler: guard(),
    },
    async (request) => ok(await schemes.filter(request.body)),
  );

  postRoute(
    app,
    getSchemeInsightCall,
    {
      tag: 'mutual-funds',
      summary: 'One scheme for /scheme-insight: NAV history, returns, riskometer, loads, documents',
      preHandler: guard(),
    },
    async (request) => ok(await schemes.insight(request.body.schCode)),
  );

  postRoute(
    app,
    searchSchemesCall,
    {
      tag: 'mutual-funds',
      summary:
        'Funds by scheme name, AMC or AMFI scheme code, each fund once, for the header search',
      preHandler: guard(),
    },
    async (request) => ok(await schemes.search(request.body)),
  );

  postRoute(
    app,
    getNfoListCall,
    {
      tag: 'mutual-funds',
      summary:
        'The new fund offers with their subscription windows, open ones first; by name or fund house',
      preHandler: guard(),
    },
    async (request) => {
      const account = await request.account();
      const offers = await schemes.newFundOffers(request.body.keyword);
      return ok({ ...offers, emfRestricted: account.accType === 'EMF' ? 'Y' : 'N' });
    },
  );

  // Offer documents are public, as the fund houses publish them.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      gatewayPrefixUrl(schemeDocumentResource, ':schCode/:file'),
      { schema: { hide: true, params: ZDocumentParams } },
      async (request, reply) => {
        const kind = request.params.file.replace(
          /\.pdf$/,
          '',
        ) as (typeof schemeDocumentKinds)[number];
        const pdf = await schemes.document(request.params.schCode, kind);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${request.params.schCode}-${kind}.pdf"`)
          .header('cache-control', 'public, max-age=86400')
          .send(pdf);
      },
    );
}
