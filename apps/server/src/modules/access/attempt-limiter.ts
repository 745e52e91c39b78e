import {
  attemptLimitMessage,
  attemptLimits,
  type AttemptCheck,
  type AttemptLimit,
  type LoginMethod,
} from '@cdesk/domain';
import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './attempt-repository.js';

/**
 * Who a wrong answer is counted against: the account (or the login ID or PAN that was given, when
 * it names no account, so that an unknown one counts exactly as a known one), and the client address.
 */
export interface AttemptSubjects {
  account: string;
  /** Absent only where no request is behind the check. */
  address?: string;
}

export const subjects = {
  account: (accountId: number) => `account:${accountId}`,
  login: (loginWith: LoginMethod, loginId: string) =>
    `login:${loginWith}:${loginId.trim().toLowerCase()}`,
  pan: (pan: string) => `pan:${pan.trim().toUpperCase()}`,
  address: (ip: string) => `address:${ip}`,
};

export interface AttemptRefusal {
  scope: 'ACCOUNT' | 'ADDRESS';
  message: string;
}

/** The one attempt limit of every secret check (rules/attempt-limits.ts), kept in the database. */
export class AttemptLimiter {
  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /** Start of the window still counting at `now`: a window that started at or before it is over. */
  private lapsedBefore(limit: AttemptLimit, now: Date): Date {
    return limit.windowMinutes === null
      ? new Date(0)
      : new Date(now.getTime() - limit.windowMinutes * 60_000);
  }

  private async count(
    db: Executor,
    check: AttemptCheck,
    subject: string,
    limit: AttemptLimit,
    now: Date,
  ) {
    const counter = await repo.findCounter(db, check, subject);
    if (!counter || counter.windowStartedAt <= this.lapsedBefore(limit, now)) return undefined;
    return counter;
  }

  /** Wrong answers of the subject still counting (the password's never lapse until cleared). */
  async failures(check: AttemptCheck, subject: string, db: Executor = this.db): Promise<number> {
    const now = this.clock.realNow();
    const counter = await this.count(db, check, subject, attemptLimits[check].perAccount, now);
    return counter?.failures ?? 0;
  }

  /** Why the check must not be made now, or null while both counts are under their limits. */
  async refusal(
    check: AttemptCheck,
    who: AttemptSubjects,
    db: Executor = this.db,
  ): Promise<AttemptRefusal | null> {
    const now = this.clock.realNow();
    const policy = attemptLimits[check];
    const scopes = [
      ['ACCOUNT', who.account, policy.perAccount],
      ['ADDRESS', who.address, policy.perAddress],
    ] as const;
    for (const [scope, subject, limit] of scopes) {
      if (subject === undefined) continue;
      const counter = await this.count(db, check, subject, limit, now);
      if (!counter || counter.failures < limit.max) continue;
      const endsAt =
        limit.windowMinutes === null
          ? null
          : counter.windowStartedAt.getTime() + limit.windowMinutes * 60_000;
      const minutes =
        endsAt === null ? 0 : Math.max(Math.ceil((endsAt - now.getTime()) / 60_000), 1);
      return { scope, message: attemptLimitMessage(check, scope, minutes) };
    }
    return null;
  }

  /**
   * Whether the client address has used up its wrong answers of the check in the window. A shared
   * address (an office NAT, a proxy) must not shut a check for everyone behind it: past this limit
   * the password login asks for the captcha instead of refusing.
   */
  async addressOverLimit(check: AttemptCheck, address: string, db: Executor = this.db) {
    const limit = attemptLimits[check].perAddress;
    const counter = await this.count(db, check, address, limit, this.clock.realNow());
    return counter !== undefined && counter.failures >= limit.max;
  }

  /** Minutes until the subject's window ends (at least 1), or 0 when nothing counts. */
  async minutesLeft(check: AttemptCheck, subject: string, db: Executor = this.db) {
    const limit = attemptLimits[check].perAccount;
    const now = this.clock.realNow();
    const counter = await this.count(db, check, subject, limit, now);
    if (!counter || limit.windowMinutes === null) return 0;
    const endsAt = counter.windowStartedAt.getTime() + limit.windowMinutes * 60_000;
    return Math.max(Math.ceil((endsAt - now.getTime()) / 60_000), 1);
  }

  /** Starts the subject's window again now, keeping its count: a block lasts its whole window. */
  async restartWindow(check: AttemptCheck, subject: string, db: Executor = this.db) {
    await repo.restartWindow(db, check, subject, this.clock.realNow());
  }

  /** Counts one wrong answer against both subjects; returns the account's count after it. */
  async fail(check: AttemptCheck, who: AttemptSubjects, db: Executor = this.db): Promise<number> {
    const now = this.clock.realNow();
    const policy = attemptLimits[check];
    if (who.address !== undefined)
      await repo.addFailure(db, check, who.address, now, this.lapsedBefore(policy.perAddress, now));
    return repo.addFailure(db, check, who.account, now, this.lapsedBefore(policy.perAccount, now));
  }

  /** A right answer (or a reset) starts the subject's count afresh; the address's stays. */
  async clear(check: AttemptCheck, subject: string, db: Executor = this.db): Promise<void> {
    await repo.clearCounter(db, check, subject);
  }
}
