import { randomInt } from 'node:crypto';
import { maskEmail, maskMobile } from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { KeyedHash, sameText } from '../../lib/keyed-hash.js';
import type { OutboxService } from '../outbox/index.js';
import { type OtpPurpose, otpPurposes } from './otp-purposes.js';
import * as repo from './otp-repository.js';
import type { Account } from './repository.js';

export type { OtpPurpose } from './otp-purposes.js';

export interface OtpOptions {
  /** The request the OTP belongs to (a recovery, a signing); empty for a login OTP. */
  requestRef?: string;
  /** Runs inside the caller's transaction instead of one of its own. */
  tx?: Tx;
}

export type OtpSendResult =
  | {
      ok: true;
      /** The reference of this one OTP, which the client quotes back when the purpose needs it. */
      ref: string;
      mobile: string;
      emailId: string;
      otpSeconds: number;
      canRegenerate: boolean;
    }
  | { ok: false; reason: 'LIMIT' | 'WAIT'; message: string; canRegenerate: false };

export type OtpCheckResult =
  | { ok: true }
  | {
      ok: false;
      reason: 'NONE' | 'EXPIRED' | 'WRONG' | 'SPENT';
      message: string;
      wrongCount: number;
      spent: boolean;
      canRegenerate: boolean;
    };

/** Random OTPs for every purpose: stored as keyed hashes, single use, short-lived and attempt-limited. */
export class OtpService {
  private readonly codes: KeyedHash;
  private readonly refs: KeyedHash;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: OutboxService,
    secretKey: string,
  ) {
    this.codes = new KeyedHash(secretKey, 'otp');
    this.refs = new KeyedHash(secretKey, 'otp-ref');
  }

  private sent(account: Account, purpose: OtpPurpose, options: OtpOptions) {
    const window = otpPurposes[purpose].rules.sendWindowMinutes;
    const now = this.clock.now();
    return repo.sentOtps(
      options.tx ?? this.db,
      account.id,
      purpose,
      window === null
        ? { requestRef: options.requestRef ?? '' }
        : { since: new Date(now.getTime() - window * 60_000) },
    );
  }

  async canRegenerate(account: Account, purpose: OtpPurpose, options: OtpOptions = {}) {
    const { count } = await this.sent(account, purpose, options);
    return count < otpPurposes[purpose].rules.maxSends;
  }

  /** Sends a fresh OTP to the account's mobile and e-mail; the earlier ones of the purpose lapse. */
  async send(
    account: Account,
    purpose: OtpPurpose,
    options: OtpOptions & { action?: string } = {},
  ): Promise<OtpSendResult> {
    const { rules, words } = otpPurposes[purpose];
    const now = this.clock.now();
    const sent = await this.sent(account, purpose, options);
    const waitMs = rules.resendWaitSeconds * 1000;
    if (sent.lastAt && now.getTime() - sent.lastAt.getTime() < waitMs)
      return { ok: false, reason: 'WAIT', message: words.resendWait, canRegenerate: false };
    if (sent.count >= rules.maxSends)
      return { ok: false, reason: 'LIMIT', message: words.sendLimit, canRegenerate: false };

    const code = String(randomInt(0, 10 ** rules.digits)).padStart(rules.digits, '0');
    const minutes = Math.round(rules.validSeconds / 60);
    const text = `${code} is your OTP to ${options.action ?? words.action}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
    const store = async (tx: Tx) => {
      await repo.retireOtps(tx, account.id, purpose, now);
      const id = await repo.insertOtp(tx, {
        accountId: account.id,
        purpose,
        requestRef: options.requestRef ?? '',
        codeHash: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + rules.validSeconds * 1000),
      });
      // The hash binds the code to its row, so a code cannot be replayed against another OTP.
      await repo.setOtpHash(tx, id, this.codes.digest(`${purpose}:${id}:${code}`));
      await this.outbox.notify(tx, account, words, text);
      return id;
    };
    const id = options.tx ? await store(options.tx) : await this.db.transaction(store);
    void this.outbox.deliverPending().catch(() => undefined);
    return {
      ok: true,
      ref: this.refOf(id),
      mobile: maskMobile(account.mobile),
      emailId: maskEmail(account.email),
      otpSeconds: rules.validSeconds,
      canRegenerate: sent.count + 1 < rules.maxSends,
    };
  }

  /** Checks a code against the live OTP of the purpose (and of the OTP `ref`, when given). */
  async check(
    account: Account,
    purpose: OtpPurpose,
    code: string,
    options: OtpOptions & { ref?: string } = {},
  ): Promise<OtpCheckResult> {
    const { rules, words } = otpPurposes[purpose];
    const db = options.tx ?? this.db;
    const now = this.clock.now();
    const canRegenerate = await this.canRegenerate(account, purpose, options);
    const refused = (reason: 'NONE' | 'EXPIRED' | 'SPENT', message: string, wrongCount = 0) =>
      ({ ok: false, reason, message, wrongCount, spent: true, canRegenerate }) as const;
    const otp = await repo.activeOtp(db, account.id, purpose, options.requestRef ?? '');
    if (!otp || (options.ref !== undefined && !sameText(this.refOf(otp.id), options.ref)))
      return refused('NONE', words.noActive);
    if (otp.expiresAt <= now) {
      await repo.spendOtp(db, otp.id, now);
      return refused('EXPIRED', words.expired, otp.wrongCount);
    }
    if (this.codes.matches(`${purpose}:${otp.id}:${code}`, otp.codeHash)) {
      if (await repo.spendOtp(db, otp.id, now)) return { ok: true };
      return refused('NONE', words.noActive, otp.wrongCount);
    }
    const wrongCount = await repo.recordWrongOtp(db, otp.id, rules.maxWrong, now);
    const spent = wrongCount >= rules.maxWrong;
    return {
      ok: false,
      reason: spent ? 'SPENT' : 'WRONG',
      message: spent ? words.lastWrong : words.invalid,
      wrongCount,
      spent,
      canRegenerate,
    };
  }

  private refOf(id: number): string {
    return this.refs.digest(String(id)).slice(0, 24);
  }
}
