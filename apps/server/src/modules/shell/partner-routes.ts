import { getPartnerCompanyDetailCall, getPartnerProfileCall } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from '../access/index.js';
import type { PartnerService } from './partner-service.js';

export function partnerRoutes(
  app: FastifyInstance,
  partner: PartnerService,
  guard: SessionGuard,
): void {
  postRoute(
    app,
    getPartnerProfileCall,
    {
      tag: 'shell',
      summary: "The partner popup: the wealth partner of one of the investor's account codes",
      preHandler: guard(),
    },
    async (request) => ok(await partner.profile(principalOf(request), request.body.accode)),
  );

  postRoute(
    app,
    getPartnerCompanyDetailCall,
    {
      tag: 'shell',
      summary: 'The partner of the contact page (/contact)',
      preHandler: guard(),
    },
    async (request) => ok(await partner.companyDetail(principalOf(request), request.body.accode)),
  );
}
