/** Login limits of spec 1 sections 4.2 and 9, and the session lifetime of the desk. */
export const loginPolicy = {
  captchaAfterFailures: 2,
  blockAtFailures: 4,
  sessionIdleMs: 15 * 60 * 1000,
  sessionAbsoluteMs: 12 * 60 * 60 * 1000,
} as const;

export function captchaRequired(failedAttempts: number): boolean {
  return failedAttempts >= loginPolicy.captchaAfterFailures;
}

export function isBlockedAfter(failedAttempts: number): boolean {
  return failedAttempts >= loginPolicy.blockAtFailures;
}

export function yesNo(flag: boolean): 'Y' | 'N' {
  return flag ? 'Y' : 'N';
}
