import {
  ZAuthenticateFailure,
  ZAuthenticateRequest,
  ZAuthenticateResponse,
  ZLogoutResponse,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { fail, ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { AccessService } from './service.js';
import { principalOf, sessionGuard } from './session-guard.js';

export function auditContext(request: FastifyRequest) {
  return {
    ip: request.ip,
    requestId: String(request.id),
    userAgent: request.headers['user-agent'] ?? '',
  };
}

export function accessRoutes(app: FastifyInstance, access: AccessService): void {
  postRoute(
    app,
    {
      path: '/cdesk/gw/login/v2/authenticate',
      tag: 'access',
      summary: 'Password login by wealth account number or personalised login ID',
      body: ZAuthenticateRequest,
      data: z.union([ZAuthenticateResponse, ZAuthenticateFailure]),
    },
    async (request) => {
      const outcome = await access.authenticate(request.body, auditContext(request));
      if (outcome.ok) return ok(outcome.data);
      const { message, attemptCount, isCaptchaValidate } = outcome;
      return fail({ message, attemptCount, isCaptchaValidate }, message, 'LOGIN_FAILED');
    },
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/ewaportfoliows/logout',
      tag: 'access',
      summary: 'Revokes the session of the bearer token at once',
      body: z.unknown(),
      data: ZLogoutResponse,
      preHandler: sessionGuard(access),
    },
    async (request) => {
      await access.logout(principalOf(request), auditContext(request));
      return ok(null);
    },
  );
}
