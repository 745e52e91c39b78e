import type { ZAuthenticateRequest } from '@cdesk/domain';
import {
  captchaRequired,
  loginPolicy,
  messages,
  yesNo,
  type AccountType,
  type TAuthenticateResponse,
  type TUserData,
} from '@cdesk/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { verifyAgainstNothing, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import type { AuditContext, AuditService } from '../audit/service.js';
import * as repo from './repository.js';

type AuthenticateInput = z.output<typeof ZAuthenticateRequest>;

export type LoginOutcome =
  | { ok: true; data: TAuthenticateResponse }
  | { ok: false; message: string; attemptCount: number; isCaptchaValidate: boolean };

export interface SessionPrincipal {
  sessionId: number;
  accountId: number;
}

export class AccessService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async authenticate(
    input: AuthenticateInput,
    context: AuditContext & { userAgent: string },
  ): Promise<LoginOutcome> {
    const account =
      input.loginWith === 'LOGINID'
        ? await repo.findAccountByLoginId(this.db, input.loginId)
        : await repo.findAccountByNjAcNo(this.db, input.loginId);

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
    if (account.blocked) {
      await verifyAgainstNothing(input.password);
      await this.audit.record('LOGIN_REFUSED_BLOCKED', account.id, context);
      return {
        ok: false,
        message: messages.accountBlocked,
        attemptCount: Math.max(account.failedAttempts, loginPolicy.blockAtFailures),
        isCaptchaValidate: true,
      };
    }
    if (!(await verifyPassword(account.passwordHash, input.password))) {
      const { failedAttempts, blocked } = await repo.recordFailedAttempt(
        this.db,
        account.id,
        loginPolicy.blockAtFailures,
      );
      await this.audit.record(blocked ? 'ACCOUNT_LOCKED' : 'LOGIN_FAILURE', account.id, context, {
        failedAttempts,
      });
      return {
        ok: false,
        message: blocked ? messages.accountBlocked : messages.invalidCredentials,
        attemptCount: failedAttempts,
        isCaptchaValidate: captchaRequired(failedAttempts),
      };
    }

    const token = newToken();
    const now = this.clock.now();
    await this.db.transaction(async (tx) => {
      await repo.clearFailedAttempts(tx, account.id);
      await repo.insertSession(tx, {
        tokenHash: hashToken(token),
        accountId: account.id,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + loginPolicy.sessionAbsoluteMs),
        ip: context.ip,
        userAgent: context.userAgent.slice(0, 256),
      });
      await this.audit.record(
        'LOGIN_SUCCESS',
        account.id,
        context,
        { loginWith: input.loginWith },
        tx,
      );
    });
    return {
      ok: true,
      data: {
        userData: [toUserData(account)],
        token,
        message: '',
        attemptCount: 0,
        isCaptchaValidate: false,
      },
    };
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
    return { sessionId: session.sessionId, accountId: session.accountId };
  }

  async logout(principal: SessionPrincipal, context: AuditContext): Promise<void> {
    await repo.revokeSession(this.db, principal.sessionId, this.clock.now());
    await this.audit.record('LOGOUT', principal.accountId, context);
  }

  async accountOf(principal: SessionPrincipal): Promise<repo.Account> {
    const account = await repo.findAccountById(this.db, principal.accountId);
    if (!account) throw sessionExpired();
    return account;
  }
}

function sessionExpired(): AppError {
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
