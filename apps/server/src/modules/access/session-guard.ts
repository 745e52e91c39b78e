import { messages } from '@cdesk/domain';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { ActivationService } from './activation-service.js';
import type { AccessService, SessionKind } from './service.js';
import { sessionExpired } from './service.js';

export interface GuardOptions {
  /**
   * The kind of session the call needs, or the kinds it accepts; a PIN login for authorisation
   * opens nothing else.
   */
  kind?: SessionKind | readonly SessionKind[];
  /** Calls of the forced screens themselves stay open while steps are pending. */
  allowPendingSteps?: boolean;
}

export type SessionGuard = (options?: GuardOptions) => preHandlerAsyncHookHandler;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header);
  return match?.[1];
}

/** The preHandler factory of every call that needs a logged-in investor. */
export function makeSessionGuard(
  access: AccessService,
  activation: ActivationService,
): SessionGuard {
  return ({ kind = 'FULL', allowPendingSteps = false } = {}) =>
    async (request) => {
      const principal = await access.resolveSession(bearerToken(request));
      const accepted: readonly SessionKind[] = typeof kind === 'string' ? [kind] : kind;
      if (!accepted.includes(principal.kind)) throw sessionExpired();
      // The forced screens stand before the desk; a PIN login of an authorisation link opens no desk.
      if (
        !allowPendingSteps &&
        principal.kind === 'FULL' &&
        (await activation.hasPendingSteps(principal))
      ) {
        throw new AppError(403, 'STEPS_PENDING', messages.stepsPending);
      }
      request.principal = principal;
    };
}
