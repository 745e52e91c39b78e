/**
 * How many wrong answers each secret check takes before it stops checking, counted per account
 * (or per login ID, PAN or request that names one) and per client address. One table for every
 * check, so that no secret is left an unlimited oracle; the server applies it through one limiter.
 *
 * A limit with `windowMinutes: null` never lapses by itself: the password's four failures block
 * password login until a reset (spec 1 sections 4.2 and 9). Every other limit lapses with its window,
 * so that an attacker who knows only an account number cannot lock its owner out for good; OTP login
 * and recovery never depend on the password's count.
 */
import { messages } from '../messages.js';
import { loginPolicy, staffBlockMinutes } from './login-policy.js';

export const attemptChecks = [
  'PASSWORD',
  'STAFF_PASSWORD',
  'CAPTCHA',
  'OTP',
  'DOB',
  'PIN',
] as const;
export type AttemptCheck = (typeof attemptChecks)[number];

export interface AttemptLimit {
  max: number;
  /** The window the failures are counted in; null: until cleared (a login, a reset). */
  windowMinutes: number | null;
}

export interface AttemptPolicy {
  perAccount: AttemptLimit;
  perAddress: AttemptLimit;
}

export const attemptLimits: Record<AttemptCheck, AttemptPolicy> = {
  PASSWORD: {
    perAccount: { max: loginPolicy.blockAtFailures, windowMinutes: null },
    perAddress: { max: 20, windowMinutes: 15 },
  },
  // A staff login's block lasts `staffBlockMinutes` from the blocking failure (the window restarts
  // there), and an administrator can lift it sooner (npm run staff -- unblock <code>).
  STAFF_PASSWORD: {
    perAccount: { max: loginPolicy.blockAtFailures, windowMinutes: staffBlockMinutes },
    perAddress: { max: 20, windowMinutes: 15 },
  },
  CAPTCHA: {
    perAccount: { max: 10, windowMinutes: 15 },
    perAddress: { max: 30, windowMinutes: 15 },
  },
  OTP: { perAccount: { max: 10, windowMinutes: 30 }, perAddress: { max: 20, windowMinutes: 30 } },
  DOB: { perAccount: { max: 4, windowMinutes: 30 }, perAddress: { max: 10, windowMinutes: 30 } },
  PIN: { perAccount: { max: 4, windowMinutes: 30 }, perAddress: { max: 10, windowMinutes: 30 } },
};

/** Wrong answers still allowed before the check stops, never below zero. */
export function attemptsLeft(check: AttemptCheck, failures: number): number {
  return Math.max(attemptLimits[check].perAccount.max - failures, 0);
}

/** "3 attempts left." as the PIN and date-of-birth refusals say it. */
export function attemptsLeftText(left: number): string {
  return `${left} attempt${left === 1 ? '' : 's'} left.`;
}

/**
 * A wrong password short of the block: the refusal says how many tries are left before it (the
 * fourth failure blocks, so after the first, second and third: 3, 2 and 1).
 */
export function wrongPasswordMessage(failedAttempts: number): string {
  return messages.invalidCredentialsTriesLeft(attemptsLeft('PASSWORD', failedAttempts));
}

const what: Record<AttemptCheck, string> = {
  PASSWORD: 'password',
  STAFF_PASSWORD: 'password',
  CAPTCHA: 'captcha',
  OTP: 'OTP',
  DOB: 'date of birth',
  PIN: 'PIN / date of birth',
};

/**
 * The refusal once a check has stopped: for the account (or login ID), or for the client address,
 * `minutes` before it opens again. The password's own count does not lapse: its refusal is the block.
 */
export function attemptLimitMessage(
  check: AttemptCheck,
  scope: 'ACCOUNT' | 'ADDRESS',
  minutes: number,
): string {
  if (check === 'PASSWORD' && scope === 'ACCOUNT') return messages.accountBlocked;
  const wait = `Please try again after ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return scope === 'ACCOUNT'
    ? `You have entered a wrong ${what[check]} too many times. ${wait}`
    : `Too many wrong attempts from your network. ${wait}`;
}
