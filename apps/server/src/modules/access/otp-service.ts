import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { maskEmail, maskMobile, messages, otpPolicy } from '@cdesk/domain';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { OutboxService } from '../outbox/service.js';
import type { Account } from './repository.js';
import * as repo from './repository.js';

export type OtpPurpose = 'LOGIN' | 'RECOVERY';

export type OtpSendResult =
  | { ok: true; mobile: string; emailId: string; otpSeconds: number; canRegenerate: boolean }
  | { ok: false; message: string; canRegenerate: false };

export type OtpCheckResult =
  | { ok: true }
  | { ok: false; message: string; wrongCount: number; spent: boolean; canRegenerate: boolean };

const purposeText: Record<OtpPurpose, string> = {
  LOGIN: 'log in to Client Desk',
  RECOVERY: 'recover your Client Desk login',
};

/** Random 6-digit OTPs, stored as keyed hashes, single use, short-lived and attempt-limited. */
export class OtpService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: OutboxService,
    private readonly secretKey: string,
  ) {}

  private windowStart(now: Date): Date {
    return new Date(now.getTime() - otpPolicy.sendWindowMinutes * 60_000);
  }

  async canRegenerate(account: Account, purpose: OtpPurpose): Promise<boolean> {
    const sent = await repo.countOtpsSince(
      this.db,
      account.id,
      purpose,
      this.windowStart(this.clock.now()),
    );
    return sent < otpPolicy.maxSends;
  }

  async send(account: Account, purpose: OtpPurpose, requestRef = ''): Promise<OtpSendResult> {
    const now = this.clock.now();
    const sent = await repo.countOtpsSince(this.db, account.id, purpose, this.windowStart(now));
    if (sent >= otpPolicy.maxSends)
      return { ok: false, message: messages.otpRegenerateLimit, canRegenerate: false };

    const code = String(randomInt(0, 10 ** otpPolicy.digits)).padStart(otpPolicy.digits, '0');
    const minutes = Math.round(otpPolicy.validSeconds / 60);
    const text = `${code} is your OTP to ${purposeText[purpose]}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
    await this.db.transaction(async (tx) => {
      await repo.retireOtps(tx, account.id, purpose, now);
      const id = await repo.insertOtp(tx, {
        accountId: account.id,
        purpose,
        requestRef,
        codeHash: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + otpPolicy.validSeconds * 1000),
      });
      // The hash binds the code to its row, so a code cannot be replayed against another OTP.
      await repo.setOtpHash(tx, id, this.hash(id, code));
      await this.outbox.enqueue(tx, account.id, [
        { channel: 'SMS', recipient: account.mobile, subject: 'OTP', body: text },
        {
          channel: 'EMAIL',
          recipient: account.email,
          subject: 'Your Client Desk OTP',
          body: `Dear ${account.name},\n\n${text}`,
        },
      ]);
    });
    void this.outbox.deliverPending().catch(() => undefined);
    return {
      ok: true,
      mobile: maskMobile(account.mobile),
      emailId: maskEmail(account.email),
      otpSeconds: otpPolicy.validSeconds,
      canRegenerate: sent + 1 < otpPolicy.maxSends,
    };
  }

  async check(
    account: Account,
    purpose: OtpPurpose,
    code: string,
    requestRef = '',
  ): Promise<OtpCheckResult> {
    const now = this.clock.now();
    const canRegenerate = await this.canRegenerate(account, purpose);
    const otp = await repo.activeOtp(this.db, account.id, purpose, requestRef);
    if (!otp)
      return {
        ok: false,
        message: messages.otpNoActive,
        wrongCount: 0,
        spent: true,
        canRegenerate,
      };
    if (otp.expiresAt <= now) {
      await repo.spendOtp(this.db, otp.id, now);
      return {
        ok: false,
        message: messages.otpExpired,
        wrongCount: otp.wrongCount,
        spent: true,
        canRegenerate,
      };
    }
    const expected = Buffer.from(otp.codeHash, 'hex');
    const given = Buffer.from(this.hash(otp.id, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      if (await repo.spendOtp(this.db, otp.id, now)) return { ok: true };
      return {
        ok: false,
        message: messages.otpNoActive,
        wrongCount: otp.wrongCount,
        spent: true,
        canRegenerate,
      };
    }
    const wrongCount = await repo.recordWrongOtp(this.db, otp.id, otpPolicy.maxWrong, now);
    const spent = wrongCount >= otpPolicy.maxWrong;
    return {
      ok: false,
      message: spent ? messages.otpWrongCountReached : messages.otpInvalid,
      wrongCount,
      spent,
      canRegenerate,
    };
  }

  private hash(id: number, code: string): string {
    return createHmac('sha256', this.secretKey).update(`otp:${id}:${code}`).digest('hex');
  }
}
