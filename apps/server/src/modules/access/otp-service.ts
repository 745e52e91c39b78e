import { randomBytes, randomInt } from 'node:crypto';
import { maskEmail, maskMobile, type LoginMethod } from '@cdesk/domain';
import type { Db, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { KeyedHash, sameText } from '../../lib/keyed-hash.js';
import type { OutboxService } from '../outbox/index.js';
import { subjects, type AttemptLimiter } from './attempt-limiter.js';
import { type OtpPurpose, otpPurposes } from './otp-purposes.js';
import * as repo from './otp-repository.js';
import type { Account } from './repository.js';

export type { OtpPurpose } from './otp-purposes.js';

/**
 * A login ID that names no account. Its OTPs are stored like real ones (counted, expiring, spent
 * by wrong entries) but never delivered and never matching, so that every reply about it is the
 * reply a real account would get.
 */
export interface DecoyRecipient {
  decoy: string;
}

/**
 * Someone without an account yet (an applicant of an account opening), reached at one mobile
 * number or e-mail ID. Their OTPs are held under that contact.
 */
export interface ContactRecipient {
  contact: { channel: 'SMS' | 'EMAIL'; to: string; name: string };
}

export type OtpRecipient = Account | DecoyRecipient | ContactRecipient;

/** The recipient of OTPs sent to one mobile number or e-mail ID. */
export function contactRecipient(
  channel: 'SMS' | 'EMAIL',
  to: string,
  name = '',
): ContactRecipient {
  const value = channel === 'EMAIL' ? to.trim().toLowerCase() : to.trim();
  return { contact: { channel, to: value, name } };
}

export function decoyRecipient(loginWith: LoginMethod, loginId: string): DecoyRecipient {
  return { decoy: subjects.login(loginWith, loginId) };
}

function holderOf(recipient: OtpRecipient): string {
  if ('contact' in recipient) return `contact:${recipient.contact.channel}:${recipient.contact.to}`;
  return 'decoy' in recipient ? recipient.decoy : subjects.account(recipient.id);
}

const decoyDomains = ['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com', 'hotmail.com'];
const letters = 'abcdefghijklmnopqrstuvwxyz';

export interface OtpOptions {
  /** The request the OTP belongs to (a recovery, a signing); empty for a login OTP. */
  requestRef?: string;
  /** Runs inside the caller's transaction instead of one of its own. */
  tx?: Tx;
  /** The client address, counted with the holder by the attempt limit of OTP checks. */
  address?: string;
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
      reason: 'NONE' | 'EXPIRED' | 'WRONG' | 'SPENT' | 'LIMIT';
      message: string;
      wrongCount: number;
      spent: boolean;
      canRegenerate: boolean;
    };

/** Random OTPs for every purpose: stored as keyed hashes, single use, short-lived and attempt-limited. */
export class OtpService {
  private readonly codes: KeyedHash;
  private readonly refs: KeyedHash;
  private readonly decoys: KeyedHash;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly outbox: OutboxService,
    private readonly limiter: AttemptLimiter,
    secretKey: string,
  ) {
    this.codes = new KeyedHash(secretKey, 'otp');
    this.refs = new KeyedHash(secretKey, 'otp-ref');
    this.decoys = new KeyedHash(secretKey, 'otp-decoy');
  }

  /** Masked contacts for a decoy: the same for the same login ID, shaped as real ones are. */
  private contactsOf(recipient: OtpRecipient): { mobile: string; emailId: string } {
    if ('contact' in recipient) {
      const { channel, to } = recipient.contact;
      return channel === 'SMS'
        ? { mobile: maskMobile(to), emailId: '' }
        : { mobile: '', emailId: maskEmail(to) };
    }
    if (!('decoy' in recipient))
      return { mobile: maskMobile(recipient.mobile), emailId: maskEmail(recipient.email) };
    const bytes = this.decoys.bytes(recipient.decoy);
    const at = (i: number) => bytes[i] ?? 0;
    const digits = [0, 1, 2, 3].map((i) => String(at(i) % 10)).join('');
    const local = `${letters[at(4) % 26]}${letters[at(5) % 26]}${'*'.repeat(3 + (at(6) % 9))}`;
    return {
      mobile: `******${digits}`,
      emailId: `${local}@${decoyDomains[at(7) % decoyDomains.length]}`,
    };
  }

  private sent(account: OtpRecipient, purpose: OtpPurpose, options: OtpOptions) {
    const window = otpPurposes[purpose].rules.sendWindowMinutes;
    const now = this.clock.realNow();
    return repo.sentOtps(
      options.tx ?? this.db,
      holderOf(account),
      purpose,
      window === null
        ? { requestRef: options.requestRef ?? '' }
        : { since: new Date(now.getTime() - window * 60_000) },
    );
  }

  async canRegenerate(account: OtpRecipient, purpose: OtpPurpose, options: OtpOptions = {}) {
    const { count } = await this.sent(account, purpose, options);
    return count < otpPurposes[purpose].rules.maxSends;
  }

  /** Sends a fresh OTP to the account's mobile and e-mail; the earlier ones of the purpose lapse. */
  async send(
    account: OtpRecipient,
    purpose: OtpPurpose,
    options: OtpOptions & { action?: string } = {},
  ): Promise<OtpSendResult> {
    const { rules, words } = otpPurposes[purpose];
    const now = this.clock.realNow();
    const sent = await this.sent(account, purpose, options);
    const waitMs = rules.resendWaitSeconds * 1000;
    if (sent.lastAt && now.getTime() - sent.lastAt.getTime() < waitMs)
      return { ok: false, reason: 'WAIT', message: words.resendWait, canRegenerate: false };
    if (sent.count >= rules.maxSends)
      return { ok: false, reason: 'LIMIT', message: words.sendLimit, canRegenerate: false };

    const code = String(randomInt(0, 10 ** rules.digits)).padStart(rules.digits, '0');
    const minutes = Math.round(rules.validSeconds / 60);
    const text = `${code} is your OTP to ${options.action ?? words.action}. It is valid for ${minutes} minutes. Do not share it with anyone.`;
    const holder = holderOf(account);
    const store = async (tx: Tx) => {
      await repo.retireOtps(tx, holder, purpose, now);
      const id = await repo.insertOtp(tx, {
        accountId: 'decoy' in account || 'contact' in account ? null : account.id,
        holder,
        purpose,
        requestRef: options.requestRef ?? '',
        codeHash: 'pending',
        createdAt: now,
        expiresAt: new Date(now.getTime() + rules.validSeconds * 1000),
      });
      if ('decoy' in account) {
        // A hash of nothing anyone was sent: no code matches it.
        await repo.setOtpHash(tx, id, this.codes.digest(randomBytes(32).toString('hex')));
        return id;
      }
      // The hash binds the code to its row, so a code cannot be replayed against another OTP.
      await repo.setOtpHash(tx, id, this.codes.digest(`${purpose}:${id}:${code}`));
      if ('contact' in account) await this.outbox.notifyContact(tx, account.contact, words, text);
      else await this.outbox.notify(tx, account, words, text);
      return id;
    };
    const id = options.tx ? await store(options.tx) : await this.db.transaction(store);
    void this.outbox.deliverPending().catch(() => undefined);
    return {
      ok: true,
      ref: this.refOf(id),
      ...this.contactsOf(account),
      otpSeconds: rules.validSeconds,
      canRegenerate: sent.count + 1 < rules.maxSends,
    };
  }

  /** Checks a code against the live OTP of the purpose (and of the OTP `ref`, when given). */
  async check(
    account: OtpRecipient,
    purpose: OtpPurpose,
    code: string,
    options: OtpOptions & { ref?: string } = {},
  ): Promise<OtpCheckResult> {
    const { rules, words } = otpPurposes[purpose];
    const db = options.tx ?? this.db;
    const now = this.clock.realNow();
    const canRegenerate = await this.canRegenerate(account, purpose, options);
    const refused = (reason: 'NONE' | 'EXPIRED' | 'SPENT', message: string, wrongCount = 0) =>
      ({ ok: false, reason, message, wrongCount, spent: true, canRegenerate }) as const;
    const holder = holderOf(account);
    const who = {
      account: holder,
      address: options.address === undefined ? undefined : subjects.address(options.address),
    };
    const tooMany = await this.limiter.refusal('OTP', who, db);
    if (tooMany)
      return {
        ok: false,
        reason: 'LIMIT',
        message: tooMany.message,
        wrongCount: 0,
        spent: false,
        canRegenerate,
      };
    const otp = await repo.activeOtp(db, holder, purpose, options.requestRef ?? '');
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
    await this.limiter.fail('OTP', who, db);
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
