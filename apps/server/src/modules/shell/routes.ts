import {
  appConfigResource,
  envelopeSchema,
  gatewayUrl,
  getHeaderByUccCall,
  loanHomePaths,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import { bannerRoutes } from './banner-routes.js';
import { dashboardRoutes } from './dashboard-routes.js';
import { handoffRoutes } from './handoff-routes.js';
import { helpdeskRoutes } from './helpdesk-routes.js';
import { mediaRoutes } from './media-routes.js';
import { menuRoutes } from './menu-routes.js';
import { partnerRoutes } from './partner-routes.js';
import type { ShellService } from './service.js';

export function shellRoutes(app: FastifyInstance, shell: ShellService, guard: SessionGuard): void {
  postRoute(
    app,
    getHeaderByUccCall,
    {
      tag: 'shell',
      summary:
        'Header bean (investor name, codes, photo) and module list for the logged-in investor',
      // The header shows on the forced screens too.
      preHandler: guard({ allowPendingSteps: true }),
    },
    async (request) => ok(await shell.headerByUcc(principalOf(request), request.body.ucc)),
  );

  app.get(
    gatewayUrl(appConfigResource),
    {
      schema: {
        tags: ['shell'],
        summary: 'What the web needs before login: the loan variant host label and home pages',
        response: { 200: envelopeSchema(appConfigResource.response) },
      },
    },
    async () =>
      ok({ loanHostLabel: shell.config.loanHostLabel, loanHomePaths: [...loanHomePaths] }),
  );

  menuRoutes(app, shell.menu, guard);
  partnerRoutes(app, shell.partner, guard);
  dashboardRoutes(app, shell, guard);
  helpdeskRoutes(app, shell.helpdesk, guard);
  handoffRoutes(app, shell.handoff, guard);
  bannerRoutes(app, shell.banners, guard);
  mediaRoutes(app);
  app.addHook('onClose', () => shell.close());
}
