import type {
  ZAuthenticateRequest,
  ZLoginOtpValidateRequest,
  ZLoginSendOtpRequest,
} from '@cdesk/domain';
import {
  captchaRequired,
  closureMessages,
  isBlockedAfter,
  loginPolicy,
  messages,
  publicFailureCount,
  wrongPasswordMessage,
  yesNo,
  type AccountType,
  type LoginMethod,
  type TUserData,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { accountHolders, accounts } from '../../db/schema.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import { subjects, type AttemptLimiter, type AttemptSubjects } from './attempt-limiter.js';
import type { CaptchaService } from './captcha-service.js';
import { decoyRecipient, type OtpService } from './otp-service.js';
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
  | {
      ok: false;
      message: string;
      attemptCount: number;
      isCaptchaValidate: boolean;
      /** UCC_BLOCK, TOO_MANY_ATTEMPTS or LOGIN_FAILED. */
      code: string;
    };

export type SessionKind = 'FULL' | 'AUTHORISATION';

export interface SessionPrincipal {
  sessionId: number;
  accountId: number;
  kind: SessionKind;
  deferredSteps: string[];
}

/** Wealth account numbers run on from the first one of the series (5000001). */
const firstAccountNumber = 5_000_001;

/**
 * Told, inside the transaction that sets a new password, that an account's password changed: other
 * areas end what the old password let someone make (the reports area, the links shared from it).
 */
export type PasswordChangeListener = (
  tx: Tx,
  accountId: number,
  reason: 'PASSWORD_CHANGED' | 'PASSWORD_RESET',
  context: AuditContext,
) => Promise<void>;

export class AccessService {
  private readonly passwordListeners: PasswordChangeListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly captcha: CaptchaService,
    private readonly otp: OtpService,
    readonly limiter: AttemptLimiter,
  ) {}

  findAccount(loginId: string, loginWith: LoginMethod): Promise<repo.Account | undefined> {
    return loginWith === 'LOGINID'
      ? repo.findAccountByLoginId(this.db, loginId)
      : repo.findAccountByNjAcNo(this.db, loginId);
  }

  /**
   * Who a login ID's wrong answers are counted against: its account, or the login ID itself when it
   * names none, so that an unknown ID counts, asks for the captcha and blocks as a known one does.
   */
  async loginSubject(loginId: string, loginWith: LoginMethod) {
    const account = await this.findAccount(loginId, loginWith);
    const subject = account ? subjects.account(account.id) : subjects.login(loginWith, loginId);
    return { account, subject };
  }

  /** login/getcaptcha: whether the captcha is asked for the login ID (2) or not (0), nothing more. */
  async failureCount(loginId: string, loginWith: LoginMethod, ip: string): Promise<number> {
    const { subject } = await this.loginSubject(loginId, loginWith);
    if (await this.limiter.addressOverLimit('PASSWORD', subjects.address(ip)))
      return loginPolicy.captchaAfterFailures;
    return publicFailureCount(await this.limiter.failures('PASSWORD', subject));
  }

  async authenticate(input: AuthenticateInput, context: RequestContext): Promise<LoginOutcome> {
    const { account, subject } = await this.loginSubject(input.loginId, input.loginWith);
    const who = { account: subject, address: subjects.address(context.ip) };
    const accountId = account?.id ?? null;
    const failures = await this.limiter.failures('PASSWORD', subject);
    // Past the address's limit (20 wrong in 15 minutes) the captcha is asked of everyone there,
    // but a right password with a right captcha always logs in: one address may be a whole office.
    let crowded = await this.limiter.addressOverLimit('PASSWORD', who.address);
    const refused = (message: string, attemptCount: number, code = 'LOGIN_FAILED') =>
      ({
        ok: false,
        message,
        attemptCount,
        isCaptchaValidate: crowded || captchaRequired(attemptCount),
        code,
      }) as const;

    if (isBlockedAfter(failures)) {
      await this.audit.record(
        'LOGIN_REFUSED_BLOCKED',
        accountId,
        context,
        this.unknown(account, input),
      );
      // Spec 1 section 8: a blocked account is answered with an empty message.
      return refused('', Math.max(failures, loginPolicy.blockAtFailures), 'UCC_BLOCK');
    }
    if (crowded || captchaRequired(failures)) {
      const problem = await this.captchaProblem(input.loginId, input.captchaCode, who);
      if (problem) {
        await this.audit.record('LOGIN_FAILURE', accountId, context, {
          ...this.unknown(account, input),
          reason: 'captcha',
        });
        return refused(problem.message, failures, problem.code);
      }
    }
    const right = account
      ? await verifyPassword(account.passwordHash, input.password)
      : await verifyAgainstNothing(input.password);
    if (!account || !right) {
      const failedAttempts = await this.limiter.fail('PASSWORD', who);
      crowded = await this.limiter.addressOverLimit('PASSWORD', who.address);
      const blocked = isBlockedAfter(failedAttempts);
      await this.audit.record(blocked ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILURE', accountId, context, {
        ...this.unknown(account, input),
        failedAttempts,
        via: 'password',
      });
      // Someone is guessing: whatever sessions the account has end with the block.
      if (blocked && account) await this.revokeSessions(account.id, context, 'BLOCKED');
      // Spec 1 section 8: after the fourth failure the account is blocked with an empty message;
      // before it, the refusal says how many tries are left.
      return refused(
        blocked ? '' : wrongPasswordMessage(failedAttempts),
        failedAttempts,
        blocked ? 'UCC_BLOCK' : 'LOGIN_FAILED',
      );
    }
    await this.limiter.clear('PASSWORD', subject);
    // Only the owner, who knows the password, is told that the account is closed and when.
    if (account.closedAt) {
      await this.audit.record('LOGIN_REFUSED_CLOSED', account.id, context, { via: 'password' });
      return refused(closureMessages.accountClosed(account.closedAt), 0, 'ACCOUNT_CLOSED');
    }
    const token = await this.openSession(account, 'FULL', context, {
      loginWith: input.loginWith,
      method: 'PASSWORD',
    });
    return { ok: true, data: { userData: [toUserData(account)], token } };
  }

  /** The audit detail of a refusal for a login ID that names no account. */
  private unknown(account: repo.Account | undefined, input: { loginId: string }) {
    return account ? {} : { loginId: input.loginId, reason: 'unknown' };
  }

  /**
   * Why the captcha answer does not let the login go on, or null when it is right. Only the login
   * ID's own count of wrong captchas can refuse it: the address's would shut a shared address.
   */
  async captchaProblem(
    loginId: string,
    code: string,
    who: AttemptSubjects,
  ): Promise<{ message: string; code: string } | null> {
    if (code.trim() === '') return { message: messages.captchaRequired, code: 'LOGIN_FAILED' };
    const tooMany = await this.limiter.refusal('CAPTCHA', { account: who.account });
    if (tooMany) return { message: tooMany.message, code: 'TOO_MANY_ATTEMPTS' };
    if (await this.captcha.verify(loginId, code)) return null;
    await this.limiter.fail('CAPTCHA', who);
    return { message: messages.captchaInvalid, code: 'LOGIN_FAILED' };
  }

  /**
   * The OTP goes to the account's registered contacts. A login ID that names no account gets the
   * same answer, with decoy masked contacts and the same limits, and nothing is delivered. A block
   * by wrong passwords leaves the OTP login open: it asks for what only the owner receives.
   */
  async sendLoginOtp(input: SendOtpInput, context: RequestContext) {
    const account = await this.findAccount(input.loginId, input.loginWith);
    const recipient = account ?? decoyRecipient(input.loginWith, input.loginId);
    const result = await this.otp.send(recipient, 'LOGIN');
    await this.audit.record(result.ok ? 'OTP_SENT' : 'OTP_REFUSED', account?.id ?? null, context, {
      purpose: 'LOGIN',
      ...this.unknown(account, input),
    });
    // The account number only echoes what was typed: a login ID's account number is told after the OTP.
    return { ...result, njAcNo: input.loginWith === 'NJACNO' ? input.loginId.trim() : '' };
  }

  async validateLoginOtp(input: ValidateOtpInput, context: RequestContext) {
    const account = await this.findAccount(input.loginId, input.loginWith);
    const recipient = account ?? decoyRecipient(input.loginWith, input.loginId);
    const check = await this.otp.check(recipient, 'LOGIN', input.otp, { address: context.ip });
    if (!check.ok || !account) {
      const failure = check.ok ? null : check;
      await this.audit.record('OTP_FAILURE', account?.id ?? null, context, {
        purpose: 'LOGIN',
        wrongCount: failure?.wrongCount ?? 0,
        ...this.unknown(account, input),
      });
      return {
        ok: false as const,
        message: failure?.message ?? messages.otpInvalid,
        wrongCount: failure?.wrongCount ?? 0,
        canRegenerate: failure?.canRegenerate ?? false,
      };
    }
    if (account.closedAt) {
      await this.audit.record('LOGIN_REFUSED_CLOSED', account.id, context, { via: 'otp' });
      return {
        ok: false as const,
        message: closureMessages.accountClosed(account.closedAt),
        wrongCount: 0,
        canRegenerate: false,
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

  /**
   * Ends every session of the account at once (a password change or reset, a PIN change, a block),
   * but `keep`: the session that made a change the investor goes on using.
   */
  async revokeSessions(
    accountId: number,
    context: AuditContext,
    reason:
      | 'PASSWORD_CHANGED'
      | 'PASSWORD_RESET'
      | 'PIN_CHANGED'
      | 'PIN_RESET'
      | 'BLOCKED'
      | 'ACCOUNT_CLOSED',
    options: { keep?: number; tx?: Tx } = {},
  ): Promise<void> {
    const revoked = await repo.revokeAccountSessions(
      options.tx ?? this.db,
      accountId,
      this.clock.realNow(),
      options.keep,
    );
    await this.audit.record(
      'SESSIONS_REVOKED',
      accountId,
      context,
      { reason, revoked, kept: options.keep !== undefined },
      options.tx,
    );
  }

  onPasswordChange(listener: PasswordChangeListener): void {
    this.passwordListeners.push(listener);
  }

  /** Tells every listener that the account's password changed, inside the change's transaction. */
  async passwordChanged(
    tx: Tx,
    accountId: number,
    reason: 'PASSWORD_CHANGED' | 'PASSWORD_RESET',
    context: AuditContext,
  ): Promise<void> {
    for (const listener of this.passwordListeners) await listener(tx, accountId, reason, context);
  }

  /**
   * Closes the account at the investor's request, inside the caller's transaction: from now on it
   * opens no session (login, OTP login, an authorisation's PIN login), and every session it has ends.
   */
  async closeAccount(tx: Tx, accountId: number, context: AuditContext): Promise<Date> {
    const closedAt = this.clock.businessNow();
    await repo.updateAccount(tx, accountId, { closedAt });
    await this.revokeSessions(accountId, context, 'ACCOUNT_CLOSED', { tx });
    await this.audit.record('ACCOUNT_CLOSED', accountId, context, {}, tx);
    return closedAt;
  }

  /** Creates the session row behind a new bearer token; a login also clears the failure count. */
  async openSession(
    account: repo.Account,
    kind: SessionKind,
    context: RequestContext,
    detail: Record<string, unknown>,
  ): Promise<string> {
    // Every way in ends here: a closed account is told why, whichever door it tried.
    if (account.closedAt)
      throw new AppError(403, 'ACCOUNT_CLOSED', closureMessages.accountClosed(account.closedAt));
    const token = newToken();
    const now = this.clock.realNow();
    await this.db.transaction(async (tx) => {
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
    const now = this.clock.realNow();
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
    await repo.revokeSession(this.db, principal.sessionId, this.clock.realNow());
    await this.audit.record('LOGOUT', principal.accountId, context);
  }

  /** An account by id, for work that runs without a session (a provider's return, a sandbox page). */
  accountById(accountId: number): Promise<repo.Account | undefined> {
    return repo.findAccountById(this.db, accountId);
  }

  /**
   * Opens a wealth account inside the caller's transaction: the next free number of the series the
   * desk's accounts are numbered in, its UCC and account code beside it, and a login by the given
   * password. A unique number is taken under a transaction-scoped lock so two openings never share it.
   */
  async openAccount(
    tx: Tx,
    values: Omit<
      typeof accounts.$inferInsert,
      'id' | 'njAcNo' | 'ucc' | 'acCode' | 'passwordHash' | 'createdAt'
    >,
    password: string,
    holders: Omit<typeof accountHolders.$inferInsert, 'accountId'>[],
  ): Promise<repo.Account> {
    await repo.lockAccountNumbers(tx);
    const next = String(((await repo.highestNjAcNo(tx)) ?? firstAccountNumber - 1) + 1);
    const account = await repo.insertAccount(tx, {
      ...values,
      njAcNo: next,
      ucc: `NJ${next}`,
      acCode: `AC${next}`,
      passwordHash: await hashPassword(password),
      passwordChangedAt: this.clock.realNow(),
    });
    await repo.insertHolders(
      tx,
      holders.map((h) => ({ ...h, accountId: account.id })),
    );
    return account;
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
