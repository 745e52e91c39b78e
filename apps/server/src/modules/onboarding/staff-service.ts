import {
  isBlockedAfter,
  loginPolicy,
  reviewMessages,
  type TStaff,
  wrongPasswordMessage,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AttemptLimiter } from '../access/index.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import * as repo from './staff-repository.js';

/** The member of staff behind a staff session. */
export interface StaffPrincipal {
  sessionId: number;
  staffId: number;
  employeeCode: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session, once the staff guard resolved it. */
    staff: StaffPrincipal | null;
  }
}

export type StaffLoginOutcome =
  | { ok: true; token: string; staff: TStaff }
  | { ok: false; message: string; attemptCount: number; code: string };

export function staffExpired(): AppError {
  return new AppError(401, 'SESSION_EXPIRED', reviewMessages.staffSessionExpired);
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw staffExpired();
  return request.staff;
}

/**
 * Staff login by employee code and password, with the desk's attempt limits: the fourth wrong
 * password in a row blocks the code (an unknown code counts exactly as a known one), and the
 * client address has its own limit.
 */
export class StaffAccess {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: AttemptLimiter,
    private readonly audit: AuditService,
  ) {}

  async login(
    input: { employeeCode: string; password: string },
    context: AuditContext,
  ): Promise<StaffLoginOutcome> {
    const subject = `staff:${input.employeeCode}`;
    const who = { account: subject, address: `address:${context.ip}` };
    const member = await repo.staffByCode(this.db, input.employeeCode);
    const failures = await this.limiter.failures('PASSWORD', subject);
    const detail = { employeeCode: input.employeeCode };
    if (isBlockedAfter(failures)) {
      await this.audit.record('STAFF_LOGIN_FAILURE', null, context, { ...detail, blocked: true });
      return {
        ok: false,
        message: reviewMessages.staffBlocked,
        attemptCount: failures,
        code: 'UCC_BLOCK',
      };
    }
    const tooMany = await this.limiter.refusal('PASSWORD', who);
    if (tooMany)
      return {
        ok: false,
        message: tooMany.message,
        attemptCount: failures,
        code: 'TOO_MANY_ATTEMPTS',
      };
    const usable = member && member.active && member.reviewsApplications ? member : undefined;
    const right = usable
      ? await verifyPassword(usable.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!usable || !right) {
      const count = await this.limiter.fail('PASSWORD', who);
      const blocked = isBlockedAfter(count);
      await this.audit.record('STAFF_LOGIN_FAILURE', null, context, {
        ...detail,
        failedAttempts: count,
      });
      if (blocked && member)
        await repo.revokeStaffSessions(this.db, member.id, this.clock.realNow());
      return {
        ok: false,
        message: blocked ? reviewMessages.staffBlocked : wrongPasswordMessage(count),
        attemptCount: count,
        code: blocked ? 'UCC_BLOCK' : 'LOGIN_FAILED',
      };
    }
    await this.limiter.clear('PASSWORD', subject);
    const token = newToken();
    const now = this.clock.realNow();
    await repo.insertSession(this.db, {
      tokenHash: hashToken(token),
      staffId: usable.id,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + loginPolicy.sessionAbsoluteMs),
      ip: context.ip,
    });
    await this.audit.record('STAFF_LOGIN', null, context, detail);
    return { ok: true, token, staff: { employeeCode: usable.employeeCode, name: usable.name } };
  }

  async resolve(token: string | undefined): Promise<StaffPrincipal> {
    if (!token) throw staffExpired();
    const now = this.clock.realNow();
    const idleSince = new Date(now.getTime() - loginPolicy.sessionIdleMs);
    const session = await repo.liveSession(this.db, hashToken(token), now, idleSince);
    if (!session) throw staffExpired();
    const member = await repo.staffById(this.db, session.staffId);
    if (!member || !member.active || !member.reviewsApplications) throw staffExpired();
    if (now.getTime() - session.lastSeenAt.getTime() > 60_000)
      await repo.touchSession(this.db, session.id, now);
    return {
      sessionId: session.id,
      staffId: member.id,
      employeeCode: member.employeeCode,
      name: member.name,
    };
  }

  async logout(principal: StaffPrincipal, context: AuditContext): Promise<void> {
    await repo.revokeSession(this.db, principal.sessionId, this.clock.realNow());
    await this.audit.record('STAFF_LOGOUT', null, context, {
      employeeCode: principal.employeeCode,
    });
  }

  /** Decorates requests with their staff session and returns the guard of staff calls. */
  register(app: FastifyInstance): preHandlerAsyncHookHandler {
    app.decorateRequest('staff', null);
    return async (request) => {
      const header = request.headers.authorization;
      const token = header ? /^Bearer\s+([A-Za-z0-9_-]{16,128})$/.exec(header)?.[1] : undefined;
      request.staff = await this.resolve(token);
    };
  }
}
