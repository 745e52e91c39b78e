import {
  type EntryOrigin,
  onboardingMessages,
  type RegistrationAccountType,
  type RegistrationChannel,
  refTokenHeader,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import * as repo from '../repository.js';

/** Who is registering: the verified login, how they came in, and the application they are on. */
export interface RegistrationPrincipal {
  sessionId: number;
  loginId: number;
  channel: RegistrationChannel;
  loginValue: string;
  origin: EntryOrigin;
  /** The partner a partner link named; the centre and partner step keeps to it. */
  partnerId: number | null;
  /** Set on calls about one application (a live reference token came with them). */
  refNo?: string;
  accountType?: RegistrationAccountType;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The registration session, once the registration guard resolved it. */
    registration: RegistrationPrincipal | null;
  }
}

/** A registration session lasts at most a working day and lapses after half an hour idle. */
export const registrationSessionPolicy = { idleMs: 30 * 60_000, maxMs: 12 * 60 * 60_000 };

/** The header that says which area the page is in (tradereg or emftradereg). */
export const areaHeader = 'x-reg-area';

export function registrationExpired(): AppError {
  return new AppError(401, 'SESSION_EXPIRED', onboardingMessages.sessionExpired);
}

export function unauthorisedAccess(): AppError {
  return new AppError(403, 'UNAUTHORIZED_ACCESS', onboardingMessages.unauthorised);
}

function bearer(value: string | string[] | undefined): string | undefined {
  const header = Array.isArray(value) ? value[0] : value;
  if (!header) return undefined;
  return /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header)?.[1];
}

/** The registration principal of a call the guard let through; none answers as an expired session. */
export function registrationOf(request: FastifyRequest): RegistrationPrincipal {
  if (!request.registration) throw registrationExpired();
  return request.registration;
}

/** The application of a call that needed one. */
export function applicationOf(request: FastifyRequest): RegistrationPrincipal & {
  refNo: string;
  accountType: RegistrationAccountType;
} {
  const principal = registrationOf(request);
  if (!principal.refNo || !principal.accountType) throw registrationExpired();
  return principal as RegistrationPrincipal & {
    refNo: string;
    accountType: RegistrationAccountType;
  };
}

/** Registration sessions and reference tokens: rows behind bearer values, revoked at logout. */
export class RegistrationSessions {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Opens a session after a verified OTP; answers its bearer value. */
  async open(input: {
    loginId: number;
    origin: EntryOrigin;
    partnerId: number | null;
  }): Promise<{ token: string; expiresAt: Date }> {
    const now = this.clock.realNow();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + registrationSessionPolicy.maxMs);
    await repo.insertToken(this.db, {
      tokenHash: hashToken(token),
      kind: 'SESSION',
      loginId: input.loginId,
      origin: input.origin,
      partnerId: input.partnerId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /** A reference token for one application, valid as long as the session it was issued in. */
  async issueReference(principal: RegistrationPrincipal, refNo: string): Promise<string> {
    const now = this.clock.realNow();
    const token = newToken();
    await repo.insertToken(this.db, {
      tokenHash: hashToken(token),
      kind: 'REFERENCE',
      loginId: principal.loginId,
      sessionId: principal.sessionId,
      refNo,
      origin: principal.origin,
      partnerId: principal.partnerId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + registrationSessionPolicy.maxMs),
    });
    return token;
  }

  async terminate(principal: RegistrationPrincipal): Promise<void> {
    await repo.revokeSession(this.db, principal.sessionId, this.clock.realNow());
  }

  private async live(token: string | undefined, kind: 'SESSION' | 'REFERENCE') {
    if (!token) return null;
    const now = this.clock.realNow();
    const idleSince = new Date(now.getTime() - registrationSessionPolicy.idleMs);
    const row = await repo.liveToken(this.db, hashToken(token), kind, now, idleSince);
    // A minute's precision is enough for a half-hour idle window, and spares a write per call.
    if (row && now.getTime() - row.lastSeenAt.getTime() > 60_000)
      await repo.touchToken(this.db, row.id, now);
    return row;
  }

  /** The principal of a request: its session, and its application when a reference token came. */
  async resolve(
    request: FastifyRequest,
    needsApplication: boolean,
  ): Promise<RegistrationPrincipal> {
    const session = await this.live(bearer(request.headers.authorization), 'SESSION');
    if (!session) throw registrationExpired();
    const login = await repo.loginById(this.db, session.loginId);
    if (!login) throw registrationExpired();
    const principal: RegistrationPrincipal = {
      sessionId: session.id,
      loginId: session.loginId,
      channel: login.channel as RegistrationChannel,
      loginValue: login.loginValue,
      origin: session.origin as EntryOrigin,
      partnerId: session.partnerId,
    };
    if (!needsApplication) return principal;
    const reference = await this.live(bearer(request.headers[refTokenHeader]), 'REFERENCE');
    if (!reference || reference.sessionId !== session.id || !reference.refNo)
      throw registrationExpired();
    const app = await repo.application(this.db, reference.refNo);
    if (!app) throw registrationExpired();
    const area = request.headers[areaHeader];
    const expected = app.accountType === 'EMF' ? 'emftradereg' : 'tradereg';
    if (typeof area === 'string' && area !== '' && area !== expected) throw unauthorisedAccess();
    return {
      ...principal,
      refNo: app.refNo,
      accountType: app.accountType as RegistrationAccountType,
    };
  }
}

export type RegistrationGuard = (options?: {
  application?: boolean;
  /** Refuses the call once the application's form is e-signed (a save, upload or remove). */
  unsigned?: boolean;
}) => preHandlerAsyncHookHandler;

/** Decorates requests with their registration and returns the guard of registration calls. */
export function registerRegistrationSession(
  app: FastifyInstance,
  sessions: RegistrationSessions,
  signed: { assertNotSigned(refNo: string): Promise<void> },
): RegistrationGuard {
  app.decorateRequest('registration', null);
  return ({ application = true, unsigned = false } = {}) =>
    async (request) => {
      const principal = await sessions.resolve(request, application);
      request.registration = principal;
      if (unsigned && principal.refNo) await signed.assertNotSigned(principal.refNo);
    };
}
