import { messages } from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { ActivationService } from './activation-service.js';
import type { Account } from './repository.js';
import { sessionExpired, type AccessService, type SessionPrincipal } from './service.js';
import { makeSessionGuard, type SessionGuard } from './session-guard.js';

export type { GuardOptions, SessionGuard } from './session-guard.js';

/** Who asked and from where, as the audit trail and the services record it. */
export interface RequestContext {
  ip: string;
  requestId: string;
  userAgent: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The session, once the session guard resolved it. */
    principal: SessionPrincipal | null;
    /** The investor's account; an account code that is not theirs is refused with a 403. */
    account(acCode?: string): Promise<Account>;
    /** The request's audit context. */
    readonly audit: RequestContext;
  }
}

export function requestContext(request: FastifyRequest): RequestContext {
  return {
    ip: request.ip,
    requestId: String(request.id),
    userAgent: request.headers['user-agent'] ?? '',
  };
}

/** The session the guard resolved; a call without one answers as an expired session. */
export function principalOf(request: FastifyRequest): SessionPrincipal {
  if (!request.principal) throw sessionExpired();
  return request.principal;
}

/**
 * Decorates every request with its principal, its account and its audit context, and returns
 * the session guard that the calls needing a logged-in investor take as their preHandler.
 */
export function registerSession(
  app: FastifyInstance,
  deps: { access: AccessService; activation: ActivationService },
): SessionGuard {
  const { access } = deps;
  app.decorateRequest('principal', null);
  app.decorateRequest('account', async function account(this: FastifyRequest, acCode?: string) {
    const found = await access.accountOf(principalOf(this));
    if (acCode && ![found.acCode, found.ucc, found.njAcNo].includes(acCode))
      throw new AppError(403, 'NOT_YOUR_ACCOUNT', messages.notYourAccount);
    return found;
  });
  app.decorateRequest('audit', {
    getter(this: FastifyRequest) {
      return requestContext(this);
    },
  });
  return makeSessionGuard(deps.access, deps.activation);
}
