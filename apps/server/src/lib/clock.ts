import { istDate } from '@cdesk/domain';

/**
 * The injectable clock: tests fix it. `now()` is the wall clock, for what runs on real time
 * (expiries, attempt windows, job timing, signatures); `businessNow()` is the instant the desk's
 * business is reckoned from (cut-offs, NAV dates, SIP schedules, "as on" dates, the dates shown).
 * They are the same in live mode; the sandbox runs its business on a clock of its own
 * (business-clock.ts).
 */
export interface Clock {
  now(): Date;
  businessNow(): Date;
}

export const systemClock: Clock = { now: () => new Date(), businessNow: () => new Date() };

/** The business day in India, YYYY-MM-DD. */
export function businessDate(clock: Clock): string {
  return istDate(clock.businessNow());
}
