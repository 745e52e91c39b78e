import {
  ZGetAccodeAndUccRequest,
  ZGetAccodeAndUccResponse,
  ZGetNotificationsRequest,
  ZGetNotificationsResponse,
  ZMarkNotificationReadRequest,
  ZMarkNotificationReadResponse,
  ZSearchBoxRequest,
  ZSearchBoxResponse,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/session-guard.js';
import type { ShellService } from './service.js';

const dashboard = '/cdesk/gw/ewadashboardws/api/rest';

export function dashboardRoutes(
  app: FastifyInstance,
  shell: ShellService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    {
      path: `${dashboard}/loadAccodeandUcc/getAccodeandUcc`,
      tag: 'shell',
      summary: "The investor's account codes and UCCs for the 'Showing for' selector, own first",
      body: ZGetAccodeAndUccRequest,
      data: ZGetAccodeAndUccResponse,
      preHandler: guard(),
    },
    async (request) => {
      const codes = await shell.accountCodes.visible(principalOf(request));
      return ok(codes.map(({ partnerId: _partnerId, ...code }) => code));
    },
  );

  postRoute(
    app,
    {
      path: `${dashboard}/searchBox/searchBoxWFMModuleList`,
      tag: 'shell',
      summary: 'The search box data: pages to jump to, with keywords, help text and help files',
      body: ZSearchBoxRequest,
      data: ZSearchBoxResponse,
      preHandler: guard(),
    },
    async () => ok(await shell.search.modules()),
  );

  postRoute(
    app,
    {
      path: `${dashboard}/notifications/getNotifications`,
      tag: 'shell',
      summary: "The investor's notifications, newest first",
      body: ZGetNotificationsRequest,
      data: ZGetNotificationsResponse,
      preHandler: guard(),
    },
    async (request) => ok(await shell.notifications.list(principalOf(request))),
  );

  postRoute(
    app,
    {
      path: `${dashboard}/notifications/markNotificationRead`,
      tag: 'shell',
      summary: 'Mark one of the investor’s notifications read',
      body: ZMarkNotificationReadRequest,
      data: ZMarkNotificationReadResponse,
      preHandler: guard(),
    },
    async (request) =>
      ok(await shell.notifications.markRead(principalOf(request), request.body.id)),
  );
}
