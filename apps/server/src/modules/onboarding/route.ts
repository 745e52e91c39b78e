import type { GatewayCall } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { type CallHandler, postRoute } from '../../lib/route.js';
import type { RegistrationGuard } from './session.js';

/**
 * Who may make a registration call: anyone (`open`), a registration session (`session`), or a
 * session with the reference token of one application (`application`, the default).
 */
export type RegistrationAccess = 'open' | 'session' | 'application';

/**
 * Declares a registration call (POST /cdesk/gw/<Family>/<call>). Calls about an application
 * need `Authorization: Bearer <sessionRefToken>` and `X-Ref-Token: Bearer <refToken>`; a missing,
 * revoked or expired token answers 401.
 */
export function registrationRoute<C extends GatewayCall>(
  app: FastifyInstance,
  guard: RegistrationGuard,
  call: C,
  options: { summary: string; access?: RegistrationAccess; bodyLimit?: number },
  handler: CallHandler<C>,
): void {
  const access = options.access ?? 'application';
  postRoute(
    app,
    call,
    {
      tag: 'Account opening',
      summary: options.summary,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(access === 'open'
        ? {}
        : { preHandler: guard({ application: access === 'application' }) }),
    },
    handler,
  );
}
