import { istDate } from '@cdesk/domain';

/**
 * The injectable clock: tests fix it, and it is the only place in the server that reads the
 * machine's time (lint refuses `new Date()` and `Date.now()` everywhere else).
 *
 * `businessNow()` is the instant the desk's business is reckoned from: cut-offs, NAV dates, SIP
 * schedules, "as on" dates, reference numbers, and every date an investor, applicant or operator is
 * shown or that a document states ("made on", "signed on", "closed from").
 *
 * `realNow()` is the wall clock, for what keeps real time by design, and only that:
 * - expiries: sessions, OTPs, captchas, signed links, e-mail links, UPI and payment windows;
 * - attempt limits: rate limits, lockouts, blocks and their windows;
 * - scheduling: when a background job may run, its lease and its retry;
 * - bookkeeping no one reckons with: row update stamps, outbox delivery, sandbox partner pages,
 *   request signatures to outside systems.
 *
 * They are the same in live mode; the sandbox runs its business on a clock of its own
 * (business-clock.ts), so a date taken from `realNow()` shows the machine's day, not the desk's.
 */
export interface Clock {
  realNow(): Date;
  businessNow(): Date;
}

/** The machine's time: what a clock is made from. */
export const wallTime = (): Date => new Date();

export const systemClock: Clock = { realNow: wallTime, businessNow: wallTime };

/** The business day in India, YYYY-MM-DD. */
export function businessDate(clock: Clock): string {
  return istDate(clock.businessNow());
}
