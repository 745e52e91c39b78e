import {
  captchaRequired,
  isBlockedAfter,
  loginPolicy,
  reviewMessages,
  staffBlockMinutes,
  type TStaff,
  wrongPasswordMessage,
} from '@cdesk/domain';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../lib/app-error.js';
import type { Clock } from '../../../lib/clock.js';
import { verifyAgainstNothing, verifyPassword } from '../../../lib/passwords.js';
import { hashToken, newToken } from '../../../lib/tokens.js';
import type { AccessService, AttemptLimiter } from '../../access/index.js';
import type { AuditContext, AuditService } from '../../audit/index.js';
import * as repo from './staff-repository.js';

/** The member of staff behind a staff session. */
export interface StaffPrincipal {
  sessionId: number;
  staffId: number;
  employeeCode: string;
  name: string;
  /** May unblock staff logins. */
  administrator: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session, once the staff guard resolved it. */
    staff: StaffPrincipal | null;
  }
}

export type StaffLoginOutcome =
  | { ok: true; token: string; staff: TStaff }
  | {
      ok: false;
      message: string;
      attemptCount: number;
      isCaptchaValidate: boolean;
      code: string;
    };

/** What checks a captcha answer: the investors' login's own check. */
export type CaptchaCheck = Pick<AccessService, 'captchaProblem'>;

/**
 * Whose wrong staff passwords a count is: the employee code as typed (known or not). It is also
 * the captcha's login key (the sandbox's captcha page takes it as `loginId=staff:E1001`).
 */
export const staffSubject = (employeeCode: string) => `staff:${employeeCode.toUpperCase()}`;

export function staffExpired(): AppError {
  return new AppError(401, 'SESSION_EXPIRED', reviewMessages.staffSessionExpired);
}

export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw staffExpired();
  return request.staff;
}

/**
 * Staff login by employee code and password, with the investors' protections: from the second
 * wrong password the captcha is asked, the fourth blocks the code for `staffBlockMinutes` (an
 * unknown code counts exactly as a known one), and an administrator can lift the block sooner.
 * The client address's limit asks for the captcha, never refuses a right password.
 */
export class StaffAccess {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly limiter: AttemptLimiter,
    private readonly audit: AuditService,
    private readonly captcha: CaptchaCheck,
  ) {}

  async login(
    input: { employeeCode: string; password: string; captchaCode: string },
    context: AuditContext,
  ): Promise<StaffLoginOutcome> {
    const subject = staffSubject(input.employeeCode);
    const who = { account: subject, address: `address:${context.ip}` };
    const member = await repo.staffByCode(this.db, input.employeeCode);
    const failures = await this.limiter.failures('STAFF_PASSWORD', subject);
    const detail = { employeeCode: input.employeeCode };
    let crowded = await this.limiter.addressOverLimit('STAFF_PASSWORD', who.address);
    const refused = (message: string, attemptCount: number, code: string) =>
      ({
        ok: false,
        message,
        attemptCount,
        isCaptchaValidate: crowded || captchaRequired(attemptCount),
        code,
      }) as const;
    if (isBlockedAfter(failures)) {
      await this.audit.record('STAFF_LOGIN_FAILURE', null, context, { ...detail, blocked: true });
      const left = await this.limiter.minutesLeft('STAFF_PASSWORD', subject);
      return refused(reviewMessages.staffBlocked(staffBlockMinutes, left), failures, 'UCC_BLOCK');
    }
    if (crowded || captchaRequired(failures)) {
      const problem = await this.captcha.captchaProblem(subject, input.captchaCode, who);
      if (problem) {
        await this.audit.record('STAFF_LOGIN_FAILURE', null, context, {
          ...detail,
          reason: 'captcha',
        });
        return refused(problem.message, failures, problem.code);
      }
    }
    const usable = member && member.active && member.reviewsApplications ? member : undefined;
    const right = usable
      ? await verifyPassword(usable.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!usable || !right) {
      const count = await this.limiter.fail('STAFF_PASSWORD', who);
      crowded = await this.limiter.addressOverLimit('STAFF_PASSWORD', who.address);
      const blocked = isBlockedAfter(count);
      await this.audit.record('STAFF_LOGIN_FAILURE', null, context, {
        ...detail,
        failedAttempts: count,
      });
      if (blocked) {
        // The block runs its whole time from the failure that set it.
        await this.limiter.restartWindow('STAFF_PASSWORD', subject);
        if (member) await repo.revokeStaffSessions(this.db, member.id, this.clock.realNow());
      }
      return refused(
        blocked
          ? reviewMessages.staffBlocked(staffBlockMinutes, staffBlockMinutes)
          : wrongPasswordMessage(count),
        count,
        blocked ? 'UCC_BLOCK' : 'LOGIN_FAILED',
      );
    }
    await this.limiter.clear('STAFF_PASSWORD', subject);
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
    return {
      ok: true,
      token,
      staff: {
        employeeCode: usable.employeeCode,
        name: usable.name,
        administrator: usable.administersStaff,
      },
    };
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
      administrator: member.administersStaff,
    };
  }

  unblock(employeeCode: string, by: string, context: AuditContext) {
    return unblockStaff(this.db, this.limiter, this.audit, { employeeCode, by }, context);
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

/**
 * Lifts a staff login's block by wrong passwords (an administrator's act, from the staff pages or
 * `npm run staff -- unblock <code>`), recorded in the audit trail with who did it.
 */
export async function unblockStaff(
  db: Db,
  limiter: AttemptLimiter,
  audit: AuditService,
  input: { employeeCode: string; by: string },
  context: AuditContext,
): Promise<{ employeeCode: string; wasBlocked: boolean }> {
  const employeeCode = input.employeeCode.trim().toUpperCase();
  const member = await repo.staffByCode(db, employeeCode);
  if (!member) throw new AppError(400, 'STAFF_UNKNOWN', reviewMessages.staffUnknown);
  const subject = staffSubject(employeeCode);
  const wasBlocked = isBlockedAfter(await limiter.failures('STAFF_PASSWORD', subject));
  await limiter.clear('STAFF_PASSWORD', subject);
  await audit.record('STAFF_UNBLOCKED', null, context, { employeeCode, by: input.by, wasBlocked });
  return { employeeCode, wasBlocked };
}
