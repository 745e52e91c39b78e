import { ZGetHeaderByUccRequest, ZGetHeaderByUccResponse } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { AccessService } from '../access/service.js';
import { principalOf, sessionGuard } from '../access/session-guard.js';
import type { ShellService } from './service.js';

export function shellRoutes(
  app: FastifyInstance,
  access: AccessService,
  shell: ShellService,
): void {
  postRoute(
    app,
    {
      path: '/cdesk/gw/ewatraderegws/api/profileoperations/getHeaderByUCC',
      tag: 'shell',
      summary: 'Header bean (investor name, codes) and module list for the logged-in investor',
      body: ZGetHeaderByUccRequest,
      data: ZGetHeaderByUccResponse,
      preHandler: sessionGuard(access),
    },
    async (request) => ok(await shell.headerByUcc(principalOf(request), request.body.ucc)),
  );
}
