import { ZGetHeaderByUccRequest, ZGetHeaderByUccResponse } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/session-guard.js';
import type { ShellService } from './service.js';

export function shellRoutes(app: FastifyInstance, shell: ShellService, guard: SessionGuard): void {
  postRoute(
    app,
    {
      path: '/cdesk/gw/ewatraderegws/api/profileoperations/getHeaderByUCC',
      tag: 'shell',
      summary: 'Header bean (investor name, codes) and module list for the logged-in investor',
      body: ZGetHeaderByUccRequest,
      data: ZGetHeaderByUccResponse,
      // The header shows on the forced screens too.
      preHandler: guard({ allowPendingSteps: true }),
    },
    async (request) => ok(await shell.headerByUcc(principalOf(request), request.body.ucc)),
  );
}
