import {
  getAccodeandUccCall,
  getNotificationsCall,
  markNotificationReadCall,
  searchBoxWfmModuleListCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../../plugins/session.js';
import type { ShellService } from './service.js';

export function dashboardRoutes(
  app: FastifyInstance,
  shell: ShellService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    getAccodeandUccCall,
    {
      tag: 'shell',
      summary: "The investor's account codes and UCCs for the 'Showing for' selector, own first",
      preHandler: guard(),
    },
    async (request) => {
      const codes = await shell.accountCodes.visible(principalOf(request));
      return ok(codes.map(({ partnerId: _partnerId, ...code }) => code));
    },
  );

  postRoute(
    app,
    searchBoxWfmModuleListCall,
    {
      tag: 'shell',
      summary: 'The search box data: pages to jump to, with keywords, help text and help files',
      preHandler: guard(),
    },
    async () => ok(await shell.search.modules()),
  );

  postRoute(
    app,
    getNotificationsCall,
    {
      tag: 'shell',
      summary: "The investor's notifications, newest first",
      preHandler: guard(),
    },
    async (request) => ok(await shell.notifications.list(principalOf(request))),
  );

  postRoute(
    app,
    markNotificationReadCall,
    {
      tag: 'shell',
      summary: 'Mark one of the investor’s notifications read',
      preHandler: guard(),
    },
    async (request) =>
      ok(await shell.notifications.markRead(principalOf(request), request.body.id)),
  );
}
