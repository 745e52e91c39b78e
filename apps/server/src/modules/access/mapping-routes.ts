import {
  authenticateAuthorizationCall,
  decideMappingCall,
  getInvestorNameCall,
  getMappingRequestCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { principalOf, type SessionGuard } from './session-plugin.js';
import type { MappingService } from './mapping-service.js';

export function mappingRoutes(
  app: FastifyInstance,
  mapping: MappingService,
  guard: SessionGuard,
): void {
  const authorisation = guard({ kind: 'AUTHORISATION', allowPendingSteps: true });

  postRoute(
    app,
    getInvestorNameCall,
    {
      tag: 'authorise',
      summary: 'Investor name for the mapping authorisation page',
    },
    async (request) => ok({ APPNAME: await mapping.investorName(request.body.njAcNo) }),
  );

  postRoute(
    app,
    authenticateAuthorizationCall,
    {
      tag: 'authorise',
      summary: 'Authorisation login with the PIN or date of birth (encoded)',
    },
    async (request) =>
      ok(await mapping.authenticate(request.body.loginId, request.body.password, request.audit)),
  );

  postRoute(
    app,
    getMappingRequestCall,
    {
      tag: 'authorise',
      summary: 'A partner mapping or unmapping request waiting for the investor',
      preHandler: authorisation,
    },
    async (request) => ok(await mapping.request(principalOf(request), request.body.rid)),
  );

  postRoute(
    app,
    decideMappingCall,
    {
      tag: 'authorise',
      summary: 'Authorises or rejects the mapping request',
      preHandler: authorisation,
    },
    async (request) => {
      const { rid, decision } = request.body;
      const result = await mapping.decide(principalOf(request), rid, decision, request.audit);
      return ok(
        result,
        decision === 'AUTHORISE'
          ? 'The request has been authorised.'
          : 'The request has been rejected.',
      );
    },
  );
}
