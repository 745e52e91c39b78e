import type { GatewayCall } from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { type CallHandler, postRoute } from '../../lib/route.js';
import type { RegistrationGuard } from './registration/session.js';

/**
 * Who may make a registration call: anyone (`open`), a registration session (`session`), or a
 * session with the reference token of one application (`application`, the default).
 */
export type RegistrationAccess = 'open' | 'session' | 'application';

/**
 * What a call of an application may do once its form is e-signed: `allowed` (it reads, or it is a
 * step that follows the form's e-sign), or `refused` (it saves, uploads or removes something).
 */
export type AfterSigning = 'allowed' | 'refused';

// Calls named for reading; every other call of an application changes it.
const readingCall = /^(load|fetch|get|search|download)[A-Z]/;

/** What a call may do after signing: as declared, else a reading call is allowed and no other. */
export function afterSigningOf(call: GatewayCall, declared?: AfterSigning): AfterSigning {
  if (declared) return declared;
  return readingCall.test(call.path.split('/').pop() ?? '') ? 'allowed' : 'refused';
}

/**
 * Declares a registration call (POST /cdesk/gw/<Family>/<call>). Calls about an application
 * need `Authorization: Bearer <sessionRefToken>` and `X-Ref-Token: Bearer <refToken>`; a missing,
 * revoked or expired token answers 401. A call that changes an application is refused once its
 * form is e-signed, before its body is read, whatever the holder or step it names.
 */
export function registrationRoute<C extends GatewayCall>(
  app: FastifyInstance,
  guard: RegistrationGuard,
  call: C,
  options: {
    summary: string;
    access?: RegistrationAccess;
    bodyLimit?: number;
    afterSigning?: AfterSigning;
  },
  handler: CallHandler<C>,
): void {
  const access = options.access ?? 'application';
  const unsigned = afterSigningOf(call, options.afterSigning) === 'refused';
  postRoute(
    app,
    call,
    {
      tag: 'Account opening',
      summary: options.summary,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(access === 'open'
        ? {}
        : {
            preValidation: guard({ application: access === 'application', unsigned }),
          }),
    },
    handler,
  );
}
