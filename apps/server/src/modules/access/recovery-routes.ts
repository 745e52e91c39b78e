import {
  messages,
  ZRecoveryStartRequest,
  ZRecoveryStartResponse,
  ZRecoveryVerifyRequest,
  ZRecoveryVerifyResponse,
  ZResetPinRequest,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { RecoveryService } from './recovery-service.js';
import { requestContext } from './routes.js';

export function recoveryRoutes(app: FastifyInstance, recovery: RecoveryService): void {
  postRoute(
    app,
    {
      path: '/cdesk/gw/login/forgot/start',
      tag: 'access',
      summary: 'Starts recovery of a password, PIN or login ID: OTP to the registered contacts',
      body: ZRecoveryStartRequest,
      data: ZRecoveryStartResponse,
    },
    async (request) =>
      ok(await recovery.start(request.body, requestContext(request)), messages.otpSent),
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/forgot/verify',
      tag: 'access',
      summary: 'Checks the recovery OTP and completes the recovery',
      body: ZRecoveryVerifyRequest,
      data: ZRecoveryVerifyResponse,
    },
    async (request) => {
      const result = await recovery.verify(
        request.body.requestId,
        request.body.otp,
        requestContext(request),
      );
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    {
      path: '/cdesk/gw/login/forgot/resetPin',
      tag: 'access',
      summary: 'Sets a new PIN after a verified PIN recovery',
      body: ZResetPinRequest,
      data: z.null(),
    },
    async (request) => {
      const { resetTicket, pin, confirmPin } = request.body;
      await recovery.resetPin(resetTicket, pin, confirmPin, requestContext(request));
      return ok(null, messages.pinChanged);
    },
  );
}
