/** OTP rules of the desk: spec 1 sections 4.3 and 9, and what a regulator expects of a login OTP. */
export const otpPolicy = {
  digits: 6,
  validSeconds: 180,
  /** Wrong entries allowed for one OTP; the third wrong one spends it. */
  maxWrong: 3,
  /** OTPs one login ID may be sent in a window; past it regeneration is refused. */
  maxSends: 3,
  sendWindowMinutes: 30,
  /** The form resets this long after a failure that ends the OTP (spec 1 section 9). */
  failureResetMs: 4000,
} as const;

export const otpPattern = /^\d{6}$/;
