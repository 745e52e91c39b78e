import {
  checkForPendingReqCall,
  emailInvestorConsentCall,
  folioUpdateMessages as m,
  initChangeRequestCall,
  loadFolioDetailCall,
  loadFolioDtlScrnCall,
  loadMobEmailRelCall,
  mobInvestorConsentCall,
  viewPastRequestCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope.js';
import { postRoute } from '../../../lib/route.js';
import type { SessionGuard } from '../../access/index.js';
import type { FolioUpdateService } from './service.js';

const tag = 'services';

export function folioUpdateRoutes(
  app: FastifyInstance,
  folios: FolioUpdateService,
  guard: SessionGuard,
): void {
  const preHandler = guard();
  postRoute(
    app,
    loadFolioDtlScrnCall,
    { tag, summary: 'The folios whose mobile and e-mail may be changed online', preHandler },
    async (request) => ok(await folios.screen(await request.account())),
  );
  postRoute(
    app,
    loadFolioDetailCall,
    { tag, summary: "One folio's mobile and e-mail registered with the registrar", preHandler },
    async (request) => ok(await folios.detail(await request.account(), request.body.folioNo)),
  );
  postRoute(
    app,
    checkForPendingReqCall,
    { tag, summary: 'Refuses a folio whose contact change is still pending', preHandler },
    async (request) => ok(await folios.checkPending(await request.account(), request.body.folioNo)),
  );
  postRoute(
    app,
    initChangeRequestCall,
    { tag, summary: 'Starts a change of mobile or e-mail: an OTP to the new one', preHandler },
    async (request) => {
      const sent = await folios.initChange(await request.account(), request.body);
      return ok(sent, m.otpSent(sent.sentTo));
    },
  );
  postRoute(
    app,
    mobInvestorConsentCall,
    { tag, summary: "The new mobile's OTP, the consent and whose mobile it is", preHandler },
    async (request) => {
      const done = await folios.consent(
        await request.account(),
        'MOBILE',
        request.body,
        request.audit,
      );
      return ok(done, done.message);
    },
  );
  postRoute(
    app,
    emailInvestorConsentCall,
    { tag, summary: "The new e-mail's OTP, the consent and whose e-mail it is", preHandler },
    async (request) => {
      const done = await folios.consent(
        await request.account(),
        'EMAIL',
        request.body,
        request.audit,
      );
      return ok(done, done.message);
    },
  );
  postRoute(
    app,
    loadMobEmailRelCall,
    { tag, summary: 'Whose mobile or e-mail a folio may carry', preHandler },
    async () => ok(folios.relations()),
  );
  postRoute(
    app,
    viewPastRequestCall,
    { tag, summary: "The investor's folio contact change requests, newest first", preHandler },
    async (request) => ok(await folios.pastRequests(await request.account(), request.body.folioNo)),
  );
}
