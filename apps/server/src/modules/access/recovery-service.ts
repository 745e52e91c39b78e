import { randomBytes, randomInt } from 'node:crypto';
import {
  isValidPan,
  messages,
  parseDisplayDate,
  pinMessages,
  type RecoveryPurpose,
} from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { OutboxService } from '../outbox/index.js';
import type { AccessService } from './service.js';
import { subjects } from './attempt-limiter.js';
import type { OtpService } from './otp-service.js';
import * as repo from './repository.js';

const ticketValidMs = 15 * 60 * 1000;

interface StartInput {
  purpose: RecoveryPurpose;
  loginId: string;
  loginWith: 'NJACNO' | 'LOGINID';
  pan: string;
  /** DD-MM-YYYY as the investor types it. */
  dob: string;
}

/** A temporary password that meets the desk's own password rules. */
function temporaryPassword(): string {
  const letters = 'ABCDEFGHJKMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz';
  const pick = (set: string) => set[randomInt(set.length)]!;
  const core = Array.from({ length: 6 }, () => pick(letters)).join('');
  return `${pick('ABCDEFGHJKMNPQRSTUVWXYZ')}${core}@${randomInt(10, 100)}`;
}

/** Forgotten password, PIN or login ID: identity proven by an OTP to the registered contacts. */
export class RecoveryService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly access: AccessService,
    private readonly otp: OtpService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * The date of birth is a secret check like any other: wrong ones count against the account (or
   * the login ID or PAN given, when it names none: the same reply either way) and the address.
   */
  async start(input: StartInput, context: AuditContext) {
    const dob = parseDisplayDate(input.dob);
    const byPan = input.purpose === 'LOGINID';
    if (!dob || (byPan && !isValidPan(input.pan)))
      throw new AppError(400, 'RECOVERY_NO_MATCH', messages.recoveryNoMatch);
    const named = byPan
      ? { account: undefined, subject: subjects.pan(input.pan) }
      : await this.access.loginSubject(input.loginId, input.loginWith);
    const who = { account: named.subject, address: subjects.address(context.ip) };
    const tooMany = await this.access.limiter.refusal('DOB', who);
    if (tooMany) throw new AppError(400, 'TOO_MANY_ATTEMPTS', tooMany.message);
    const account = byPan
      ? await repo.findAccountByPanAndDob(this.db, input.pan, dob)
      : named.account;
    if (!account || account.dob !== dob) {
      await this.access.limiter.fail('DOB', who);
      throw new AppError(400, 'RECOVERY_NO_MATCH', messages.recoveryNoMatch);
    }
    await this.access.limiter.clear('DOB', named.subject);
    const requestId = randomBytes(16).toString('hex');
    await repo.insertRecovery(this.db, {
      id: requestId,
      accountId: account.id,
      purpose: input.purpose,
    });
    const sent = await this.otp.send(account, 'RECOVERY', { requestRef: requestId });
    if (!sent.ok) throw new AppError(400, 'OTP_NOT_SENT', sent.message);
    await this.audit.record('RECOVERY_STARTED', account.id, context, { purpose: input.purpose });
    return { requestId, mobile: sent.mobile, emailId: sent.emailId, otpSeconds: sent.otpSeconds };
  }

  async verify(requestId: string, code: string, context: AuditContext) {
    const request = await repo.findRecovery(this.db, requestId);
    if (!request || request.verifiedAt)
      throw new AppError(400, 'RECOVERY_EXPIRED', messages.otpNoActive);
    const account = await repo.findAccountById(this.db, request.accountId);
    if (!account) throw new AppError(400, 'RECOVERY_EXPIRED', messages.otpNoActive);
    const check = await this.otp.check(account, 'RECOVERY', code, {
      requestRef: requestId,
      address: context.ip,
    });
    if (!check.ok) {
      await this.audit.record('OTP_FAILURE', account.id, context, {
        purpose: 'RECOVERY',
        wrongCount: check.wrongCount,
      });
      throw new AppError(400, 'OTP_INVALID', check.message);
    }
    const now = this.clock.realNow();
    await repo.updateRecovery(this.db, requestId, { verifiedAt: now });
    await this.audit.record('RECOVERY_COMPLETED', account.id, context, {
      purpose: request.purpose,
    });

    if (request.purpose === 'PASSWORD') {
      const password = temporaryPassword();
      await this.db.transaction(async (tx) => {
        await repo.updateAccount(tx, account.id, {
          passwordHash: await hashPassword(password),
          // The password before the reset may not come back; a temporary one is never kept.
          previousPasswordHash: account.isFromForgotPassword
            ? account.previousPasswordHash
            : account.passwordHash,
          passwordChangedAt: now,
          mustChangePassword: true,
          isFromForgotPassword: true,
        });
        // The reset unblocks password login and ends every session opened with the old password.
        await this.access.limiter.clear('PASSWORD', subjects.account(account.id), tx);
        await this.access.revokeSessions(account.id, context, 'PASSWORD_RESET', { tx });
        await this.access.passwordChanged(tx, account.id, 'PASSWORD_RESET', context);
        const text = `Your temporary Client Desk password is ${password}. Log in with it and set a new password.`;
        await this.outbox.notify(
          tx,
          account,
          { smsSubject: 'Temporary password', emailSubject: 'Your temporary password' },
          text,
        );
      });
      return { resetTicket: '', message: messages.temporaryPasswordSent };
    }
    if (request.purpose === 'LOGINID') {
      const ids = account.loginId
        ? `wealth account number ${account.njAcNo} and personalised login ID ${account.loginId}`
        : `wealth account number ${account.njAcNo}`;
      const text = `You can log in to Client Desk with your ${ids}.`;
      await this.outbox.notify(
        this.db,
        account,
        { smsSubject: 'Login details', emailSubject: 'Your login details' },
        text,
      );
      return { resetTicket: '', message: messages.loginIdsSent };
    }
    const ticket = randomBytes(24).toString('base64url');
    await repo.updateRecovery(this.db, requestId, { resetTicketHash: hashToken(ticket) });
    return { resetTicket: ticket, message: 'Please set your new PIN.' };
  }

  async resetPin(
    ticket: string,
    pin: string,
    confirmPin: string,
    context: AuditContext,
  ): Promise<void> {
    if (pin !== confirmPin)
      throw new AppError(400, 'PIN_MISMATCH', 'PIN and confirm PIN do not match.');
    const request = await repo.findRecoveryByTicket(this.db, hashToken(ticket));
    const now = this.clock.realNow();
    if (
      !request ||
      !request.verifiedAt ||
      now.getTime() - request.verifiedAt.getTime() > ticketValidMs
    ) {
      throw new AppError(
        400,
        'RECOVERY_EXPIRED',
        'This PIN reset has expired. Please start again.',
      );
    }
    // As with a password reset, neither the PIN before the reset nor the one before it comes back.
    const account = await this.access.accountById(request.accountId);
    for (const earlier of [account?.pinHash, account?.previousPinHash])
      if (earlier && (await verifyPassword(earlier, pin)))
        throw new AppError(400, 'PIN_REJECTED', pinMessages.sameAsPrevious);
    await this.db.transaction(async (tx) => {
      await repo.updateRecovery(tx, request.id, { ticketUsedAt: now });
      await repo.updateAccount(tx, request.accountId, {
        pinHash: await hashPassword(pin),
        previousPinHash: account?.pinHash ?? null,
      });
      await this.access.limiter.clear('PIN', subjects.account(request.accountId), tx);
      // PIN logins for authorisation, and any desk session, end with the reset.
      await this.access.revokeSessions(request.accountId, context, 'PIN_RESET', { tx });
      await this.audit.record('PIN_CHANGED', request.accountId, context, { via: 'recovery' }, tx);
    });
  }
}
