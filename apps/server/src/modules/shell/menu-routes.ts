import { gatewayUrl, getPrimaryMenuCall, primaryMenuXmlResource } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import type { MenuService } from './menu-service.js';

export function menuRoutes(app: FastifyInstance, menu: MenuService, guard: SessionGuard): void {
  app.get(
    gatewayUrl(primaryMenuXmlResource),
    {
      preHandler: guard(),
      schema: {
        tags: ['shell'],
        summary:
          'The menu tree as XML (<MENU> of <MODULE1> items); the JSON fallback is getPrimaryMenu',
        security: [{ bearer: [] }],
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'private, no-cache')
        .send(await menu.xml()),
  );

  postRoute(
    app,
    getPrimaryMenuCall,
    {
      tag: 'shell',
      summary: 'The menu tree as JSON: the fallback when primaryMenu.xml fails',
      preHandler: guard(),
    },
    async (request) => ok(await menu.forInvestor(principalOf(request), request.body)),
  );
}
