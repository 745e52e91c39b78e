import { listQueriesCall, sendQueryCall, shellMessages } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import type { HelpdeskService } from './helpdesk-service.js';

export function helpdeskRoutes(
  app: FastifyInstance,
  helpdesk: HelpdeskService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    sendQueryCall,
    {
      tag: 'shell',
      summary: 'Raise a help and support query; acknowledged by SMS and e-mail with its reference',
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
    listQueriesCall,
    {
      tag: 'shell',
      summary: "The investor's help and support queries with their status, newest first",
      // Help and support stays reachable while the e-mail check (a forced step) points the investor to it.
      preHandler: guard({ allowPendingSteps: true }),
    },
    async (request) => ok(await helpdesk.list(principalOf(request))),
  );
}
