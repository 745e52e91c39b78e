import type {
  ZAuthenticateRequest,
  ZLoginOtpValidateRequest,
  ZLoginSendOtpRequest,
} from '@cdesk/domain';
import {
  captchaRequired,
  loginPolicy,
  messages,
  yesNo,
  type AccountType,
  type LoginMethod,
  type TUserData,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { CaptchaService } from './captcha-service.js';
import type { OtpService } from './otp-service.js';
import * as repo from './repository.js';

type AuthenticateInput = z.output<typeof ZAuthenticateRequest>;
type SendOtpInput = z.output<typeof ZLoginSendOtpRequest>;
type ValidateOtpInput = z.output<typeof ZLoginOtpValidateRequest>;
export type RequestContext = AuditContext & { userAgent: string };

export interface LoginSuccess {
  userData: TUserData[];
  token: string;
}

export type LoginOutcome =
  | { ok: true; data: LoginSuccess }
  | { ok: false; message: string; attemptCount: number; isCaptchaValidate: boolean };

export type SessionKind = 'FULL' | 'AUTHORISATION';

export interface SessionPrincipal {
  sessionId: number;
  accountId: number;
  kind: SessionKind;
  deferredSteps: string[];
}

export class AccessService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly captcha: CaptchaService,
    private readonly otp: OtpService,
  ) {}

  findAccount(loginId: string, loginWith: LoginMethod): Promise<repo.Account | undefined> {
    return loginWith === 'LOGINID'
      ? repo.findAccountByLoginId(this.db, loginId)
      : repo.findAccountByNjAcNo(this.db, loginId);
  }

  /** login/getcaptcha: the failure count of a login ID (0 for one that does not exist). */
  async failureCount(loginId: string, loginWith: LoginMethod): Promise<number> {
    return (await this.findAccount(loginId, loginWith))?.failedAttempts ?? 0;
  }

  async authenticate(input: AuthenticateInput, context: RequestContext): Promise<LoginOutcome> {
    const account = await this.findAccount(input.loginId, input.loginWith);
    if (!account) {
      await verifyAgainstNothing(input.password);
      await this.audit.record('LOGIN_FAILURE', null, context, {
        loginId: input.loginId,
        reason: 'unknown',
      });
      return {
        ok: false,
        message: messages.invalidCredentials,
        attemptCount: 0,
        isCaptchaValidate: false,
      };
    }
    if (account.blocked) return this.refuseBlocked(account, context);

    if (captchaRequired(account.failedAttempts)) {
      const problem = await this.captchaProblem(input.loginId, input.captchaCode);
      if (problem) {
        await this.audit.record('LOGIN_FAILURE', account.id, context, { reason: 'captcha' });
        return {
          ok: false,
          message: problem,
          attemptCount: account.failedAttempts,
          isCaptchaValidate: true,
        };
      }
    }
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      const { failedAttempts, blocked } = await this.recordFailure(account.id, context, 'password');
      return {
        ok: false,
        // Spec 1 section 8: after the fourth failure the account is blocked with an empty message.
        message: blocked ? '' : messages.invalidCredentials,
        attemptCount: failedAttempts,
        isCaptchaValidate: captchaRequired(failedAttempts),
      };
    }
    const token = await this.openSession(account, 'FULL', context, {
      loginWith: input.loginWith,
      method: 'PASSWORD',
    });
    return { ok: true, data: { userData: [toUserData(account)], token } };
  }

  private async captchaProblem(loginId: string, code: string): Promise<string | null> {
    if (code.trim() === '') return messages.captchaRequired;
    return (await this.captcha.verify(loginId, code)) ? null : messages.captchaInvalid;
  }

  private async refuseBlocked(
    account: repo.Account,
    context: RequestContext,
  ): Promise<LoginOutcome> {
    await this.audit.record('LOGIN_REFUSED_BLOCKED', account.id, context);
    return {
      ok: false,
      message: '',
      attemptCount: Math.max(account.failedAttempts, loginPolicy.blockAtFailures),
      isCaptchaValidate: true,
    };
  }

  async sendLoginOtp(input: SendOtpInput, context: RequestContext) {
    const account = await this.findAccount(input.loginId, input.loginWith);
    if (!account)
      return { ok: false as const, message: messages.recoveryNoMatch, canRegenerate: false };
    if (account.blocked)
      return { ok: false as const, message: messages.accountBlocked, canRegenerate: false };
    const result = await this.otp.send(account, 'LOGIN');
    await this.audit.record(result.ok ? 'OTP_SENT' : 'OTP_REFUSED', account.id, context, {
      purpose: 'LOGIN',
    });
    return { ...result, njAcNo: account.njAcNo };
  }

  async validateLoginOtp(input: ValidateOtpInput, context: RequestContext) {
    const account = await this.findAccount(input.loginId, input.loginWith);
    if (!account) {
      return {
        ok: false as const,
        message: messages.otpInvalid,
        wrongCount: 0,
        canRegenerate: false,
      };
    }
    if (account.blocked) {
      return {
        ok: false as const,
        message: messages.accountBlocked,
        wrongCount: 0,
        canRegenerate: false,
      };
    }
    const check = await this.otp.check(account, 'LOGIN', input.otp);
    if (!check.ok) {
      await this.audit.record('OTP_FAILURE', account.id, context, {
        purpose: 'LOGIN',
        wrongCount: check.wrongCount,
      });
      return {
        ok: false as const,
        message: check.message,
        wrongCount: check.wrongCount,
        canRegenerate: check.canRegenerate,
      };
    }
    const token = await this.openSession(account, 'FULL', context, {
      loginWith: input.loginWith,
      method: 'OTP',
    });
    return {
      ok: true as const,
      data: { userData: [toUserData(account)], token },
      canRegenerate: await this.otp.canRegenerate(account, 'LOGIN'),
    };
  }

  /** A wrong password, PIN or date of birth: counted towards the block at the fourth. */
  async recordFailure(accountId: number, context: RequestContext, via: string) {
    const result = await repo.recordFailedAttempt(this.db, accountId, loginPolicy.blockAtFailures);
    await this.audit.record(
      result.blocked ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILURE',
      accountId,
      context,
      {
        failedAttempts: result.failedAttempts,
        via,
      },
    );
    return result;
  }

  /** Creates the session row behind a new bearer token; a login also clears the failure count. */
  async openSession(
    account: repo.Account,
    kind: SessionKind,
    context: RequestContext,
    detail: Record<string, unknown>,
  ): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      if (kind === 'FULL') await repo.updateAccount(tx, account.id, { failedAttempts: 0 });
      await repo.insertSession(tx, {
        tokenHash: hashToken(token),
        accountId: account.id,
        kind,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + loginPolicy.sessionAbsoluteMs),
        ip: context.ip,
        userAgent: context.userAgent.slice(0, 256),
      });
      await this.audit.record('LOGIN_SUCCESS', account.id, context, { ...detail, kind }, tx);
    });
    return token;
  }

  /** Resolves a bearer token to a live session, sliding the idle window. */
  async resolveSession(token: string | undefined): Promise<SessionPrincipal> {
    if (!token) throw sessionExpired();
    const now = this.clock.now();
    const idleSince = new Date(now.getTime() - loginPolicy.sessionIdleMs);
    const session = await repo.findLiveSession(this.db, hashToken(token), now, idleSince);
    if (!session) throw sessionExpired();
    // Writing on every call would make each read a write; a minute's precision is enough for a 15-minute window.
    if (now.getTime() - session.lastSeenAt.getTime() > 60_000) {
      await repo.touchSession(this.db, session.sessionId, now);
    }
    return {
      sessionId: session.sessionId,
      accountId: session.accountId,
      kind: session.kind as SessionKind,
      deferredSteps: session.deferredSteps,
    };
  }

  async logout(principal: SessionPrincipal, context: AuditContext): Promise<void> {
    await repo.revokeSession(this.db, principal.sessionId, this.clock.now());
    await this.audit.record('LOGOUT', principal.accountId, context);
  }

  /** An account by id, for work that runs without a session (a provider's return, a sandbox page). */
  accountById(accountId: number): Promise<repo.Account | undefined> {
    return repo.findAccountById(this.db, accountId);
  }

  async accountOf(principal: SessionPrincipal): Promise<repo.Account> {
    const account = await repo.findAccountById(this.db, principal.accountId);
    if (!account) throw sessionExpired();
    return account;
  }
}

export function sessionExpired(): AppError {
  return new AppError(401, 'SESSION_EXPIRED', messages.sessionExpired);
}

export function toUserData(account: repo.Account): TUserData {
  return {
    loginId: account.loginId ?? account.njAcNo,
    njAcNo: account.njAcNo,
    name: account.name,
    isAskPersonalizedLogin: yesNo(account.askPersonalisedLogin && !account.loginId),
    chnagePassWord: yesNo(account.mustChangePassword),
    isPasswordExpired: yesNo(account.passwordExpired),
    ucc_dtl: [{ ucc: account.ucc, acCode: account.acCode, name: account.name }],
    accType: account.accType as AccountType,
    isFromForgotPassword: yesNo(account.isFromForgotPassword),
  };
}
