import {
  getAccodeandUccCall,
  getNotificationsCall,
  markNotificationReadCall,
  searchBoxWfmModuleListCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import { showingForEntries } from './account-codes.js';
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
      summary:
        "The 'Showing for' entries (NAME, VALUE, UCC): 'ALL' when there are several, own code, family",
      preHandler: guard(),
    },
    async (request) => {
      return ok(showingForEntries(await shell.accountCodes.visible(principalOf(request))));
    },
  );

  postRoute(
    app,
    searchBoxWfmModuleListCall,
    {
      tag: 'shell',
      summary:
        'The search box items: displayName, url, moduleName, helpContent, file1-file3 and path1-path3',
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
