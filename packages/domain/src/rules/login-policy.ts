/** Login limits of spec 1 sections 4.2 and 9, and the session lifetime of the desk. */
export const loginPolicy = {
  captchaAfterFailures: 2,
  blockAtFailures: 4,
  sessionIdleMs: 15 * 60 * 1000,
  sessionAbsoluteMs: 12 * 60 * 60 * 1000,
} as const;

/** How long four wrong staff passwords block an employee code, unless an administrator unblocks it. */
export const staffBlockMinutes = 30;

export function captchaRequired(failedAttempts: number): boolean {
  return failedAttempts >= loginPolicy.captchaAfterFailures;
}

/**
 * What login/getcaptcha tells about a login ID: whether the captcha is asked (the count the spec's
 * check needs, 2), never the exact count of someone else's failures.
 */
export function publicFailureCount(failedAttempts: number): number {
  return captchaRequired(failedAttempts) ? loginPolicy.captchaAfterFailures : 0;
}

export function isBlockedAfter(failedAttempts: number): boolean {
  return failedAttempts >= loginPolicy.blockAtFailures;
}

export function yesNo(flag: boolean): 'Y' | 'N' {
  return flag ? 'Y' : 'N';
}
