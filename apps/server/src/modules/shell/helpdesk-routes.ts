import {
  shellMessages,
  ZListQueriesRequest,
  ZListQueriesResponse,
  ZSendQueryRequest,
  ZSendQueryResponse,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/session-guard.js';
import type { HelpdeskService } from './helpdesk-service.js';

const helpdeskPath = '/cdesk/gw/ewadashboardws/api/rest/helpdesk';

export function helpdeskRoutes(
  app: FastifyInstance,
  helpdesk: HelpdeskService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    {
      path: `${helpdeskPath}/sendQuery`,
      tag: 'shell',
      summary: 'Raise a help and support query; acknowledged by SMS and e-mail with its reference',
      body: ZSendQueryRequest,
      data: ZSendQueryResponse,
      // Help and support stays reachable while the e-mail check (a forced step) points the investor to it.
      preHandler: guard({ allowPendingSteps: true }),
    },
    async (request) => {
      const query = await helpdesk.send(principalOf(request), request.body);
      return ok(query, shellMessages.queryRegistered(query.referenceNo));
    },
  );

  postRoute(
    app,
    {
      path: `${helpdeskPath}/listQueries`,
      tag: 'shell',
      summary: "The investor's help and support queries with their status, newest first",
      body: ZListQueriesRequest,
      data: ZListQueriesResponse,
      // Help and support stays reachable while the e-mail check (a forced step) points the investor to it.
      preHandler: guard({ allowPendingSteps: true }),
    },
    async (request) => ok(await helpdesk.list(principalOf(request))),
  );
}
