import { randomBytes, randomInt } from 'node:crypto';
import { isValidPan, messages, parseDisplayDate, type RecoveryPurpose } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken } from '../../lib/tokens.js';
import type { AuditContext, AuditService } from '../audit/index.js';
import type { OutboxService } from '../outbox/index.js';
import type { AccessService } from './service.js';
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

  async start(input: StartInput, context: AuditContext) {
    const dob = parseDisplayDate(input.dob);
    const byPan = input.purpose === 'LOGINID';
    if (!dob || (byPan && !isValidPan(input.pan)))
      throw new AppError(400, 'RECOVERY_NO_MATCH', messages.recoveryNoMatch);
    const account = byPan
      ? await repo.findAccountByPanAndDob(this.db, input.pan, dob)
      : await this.access.findAccount(input.loginId, input.loginWith);
    if (!account || account.dob !== dob)
      throw new AppError(400, 'RECOVERY_NO_MATCH', messages.recoveryNoMatch);
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
    const check = await this.otp.check(account, 'RECOVERY', code, { requestRef: requestId });
    if (!check.ok) {
      await this.audit.record('OTP_FAILURE', account.id, context, {
        purpose: 'RECOVERY',
        wrongCount: check.wrongCount,
      });
      throw new AppError(400, 'OTP_INVALID', check.message);
    }
    const now = this.clock.now();
    await repo.updateRecovery(this.db, requestId, { verifiedAt: now });
    await this.audit.record('RECOVERY_COMPLETED', account.id, context, {
      purpose: request.purpose,
    });

    if (request.purpose === 'PASSWORD') {
      const password = temporaryPassword();
      await this.db.transaction(async (tx) => {
        await repo.updateAccount(tx, account.id, {
          passwordHash: await hashPassword(password),
          passwordChangedAt: now,
          mustChangePassword: true,
          isFromForgotPassword: true,
          blocked: false,
          failedAttempts: 0,
        });
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
    const now = this.clock.now();
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
    await repo.updateRecovery(this.db, request.id, { ticketUsedAt: now });
    await repo.updateAccount(this.db, request.accountId, { pinHash: await hashPassword(pin) });
    await this.audit.record('PIN_CHANGED', request.accountId, context);
  }
}
