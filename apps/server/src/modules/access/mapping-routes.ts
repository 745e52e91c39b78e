import {
  ZAuthenticateAuthorizationRequest,
  ZAuthenticateAuthorizationResponse,
  ZGetInvestorNameRequest,
  ZGetInvestorNameResponse,
  ZMappingDecisionRequest,
  ZMappingRequest,
  ZMappingRequestDetailRequest,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import { requestContext } from './routes.js';
import { principalOf, type SessionGuard } from './session-guard.js';
import type { MappingService } from './mapping-service.js';

export function mappingRoutes(
  app: FastifyInstance,
  mapping: MappingService,
  guard: SessionGuard,
): void {
  const authorisation = guard({ kind: 'AUTHORISATION', allowPendingSteps: true });

  postRoute(
    app,
    {
      path: '/cdesk/gw/mergerdemerger/getInvestorName',
      tag: 'authorise',
      summary: 'Investor name for the mapping authorisation page',
      body: ZGetInvestorNameRequest,
      data: ZGetInvestorNameResponse,
    },
    async (request) => ok({ APPNAME: await mapping.investorName(request.body.njAcNo) }),
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/ewamftrxnsws/login/authenticateAuthorization',
      tag: 'authorise',
      summary: 'Authorisation login with the PIN or date of birth (encoded)',
      body: ZAuthenticateAuthorizationRequest,
      data: ZAuthenticateAuthorizationResponse,
    },
    async (request) =>
      ok(
        await mapping.authenticate(
          request.body.loginId,
          request.body.password,
          requestContext(request),
        ),
      ),
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/ewamftrxnsws/mapping/getMappingRequest',
      tag: 'authorise',
      summary: 'A partner mapping or unmapping request waiting for the investor',
      body: ZMappingRequestDetailRequest,
      data: ZMappingRequest,
      preHandler: authorisation,
    },
    async (request) => ok(await mapping.request(principalOf(request), request.body.rid)),
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/ewamftrxnsws/mapping/decideMapping',
      tag: 'authorise',
      summary: 'Authorises or rejects the mapping request',
      body: ZMappingDecisionRequest,
      data: ZMappingRequest,
      preHandler: authorisation,
    },
    async (request) => {
      const { rid, decision } = request.body;
      const result = await mapping.decide(
        principalOf(request),
        rid,
        decision,
        requestContext(request),
      );
      return ok(
        result,
        decision === 'AUTHORISE'
          ? 'The request has been authorised.'
          : 'The request has been rejected.',
      );
    },
  );
}
