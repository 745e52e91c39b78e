import { ZGetSchemeListRequest, ZGetSchemeListResponse } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { SessionGuard } from '../access/session-guard.js';
import type { SchemeService } from './service.js';

export function schemeRoutes(
  app: FastifyInstance,
  schemes: SchemeService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    {
      path: '/cdesk/gw/ewamftrxnsws/api/scheme/getSchemeList',
      tag: 'mutual-funds',
      summary:
        'All active schemes through the mutual fund filter, a page at a time, with the filter options',
      body: ZGetSchemeListRequest,
      data: ZGetSchemeListResponse,
      preHandler: guard(),
    },
    async (request) => ok(await schemes.filter(request.body)),
  );
}
