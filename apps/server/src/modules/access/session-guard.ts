import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { AccessService, SessionPrincipal } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: SessionPrincipal | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header);
  return match?.[1];
}

/** The preHandler of every call that needs a logged-in investor. */
export function sessionGuard(access: AccessService): preHandlerAsyncHookHandler {
  return async (request) => {
    request.principal = await access.resolveSession(bearerToken(request));
  };
}

export function principalOf(request: FastifyRequest): SessionPrincipal {
  if (!request.principal) throw new AppError(401, 'SESSION_EXPIRED', 'Session required');
  return request.principal;
}
