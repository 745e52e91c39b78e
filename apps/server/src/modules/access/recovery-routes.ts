import { forgotResetPinCall, forgotStartCall, forgotVerifyCall, messages } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { RecoveryService } from './recovery-service.js';

export function recoveryRoutes(app: FastifyInstance, recovery: RecoveryService): void {
  postRoute(
    app,
    forgotStartCall,
    {
      tag: 'access',
      summary: 'Starts recovery of a password, PIN or login ID: OTP to the registered contacts',
    },
    async (request) => ok(await recovery.start(request.body, request.audit), messages.otpSent),
  );

  postRoute(
    app,
    forgotVerifyCall,
    {
      tag: 'access',
      summary: 'Checks the recovery OTP and completes the recovery',
    },
    async (request) => {
      const result = await recovery.verify(request.body.requestId, request.body.otp, request.audit);
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    forgotResetPinCall,
    {
      tag: 'access',
      summary: 'Sets a new PIN after a verified PIN recovery',
    },
    async (request) => {
      const { resetTicket, pin, confirmPin } = request.body;
      await recovery.resetPin(resetTicket, pin, confirmPin, request.audit);
      return ok(null, messages.pinChanged);
    },
  );
}
