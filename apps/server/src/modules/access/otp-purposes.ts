import { messages, nomineeLimits, nomineeMessages, otpPolicy, sellMessages } from '@cdesk/domain';

/** What an OTP authorises; each purpose has its own rules, words and counters. */
export type OtpPurpose =
  | 'LOGIN'
  | 'RECOVERY'
  | 'SIGNING'
  | 'REDEMPTION'
  | 'REGISTRATION'
  | 'REGISTRATION_CONTACT'
  | 'SYSTEMATIC_PLAN'
  | 'MANDATE'
  | 'CLOSURE'
  | 'FOLIO_CONTACT';

export interface OtpRules {
  digits: number;
  validSeconds: number;
  /** Wrong entries that spend one OTP. */
  maxWrong: number;
  /** OTPs that may be sent before regeneration is refused. */
  maxSends: number;
  /**
   * Sends are counted per account in this rolling window; null counts them per request for its
   * whole life (a signing's OTPs).
   */
  sendWindowMinutes: number | null;
  /** The least time between two sends for one request. */
  resendWaitSeconds: number;
}

export interface OtpWords {
  /** What the code is for, in "<code> is your OTP to <action>". */
  action: string;
  smsSubject: string;
  emailSubject: string;
  noActive: string;
  expired: string;
  invalid: string;
  /** The wrong entry that spends the OTP. */
  lastWrong: string;
  sendLimit: string;
  resendWait: string;
}

export interface OtpPurposeTerms {
  rules: OtpRules;
  words: OtpWords;
}

const deskRules: OtpRules = {
  digits: otpPolicy.digits,
  validSeconds: otpPolicy.validSeconds,
  maxWrong: otpPolicy.maxWrong,
  maxSends: otpPolicy.maxSends,
  sendWindowMinutes: otpPolicy.sendWindowMinutes,
  resendWaitSeconds: 0,
};

const deskWords = (action: string): OtpWords => ({
  action,
  smsSubject: 'OTP',
  emailSubject: 'Your Client Desk OTP',
  noActive: messages.otpNoActive,
  expired: messages.otpExpired,
  invalid: messages.otpInvalid,
  lastWrong: messages.otpWrongCountReached,
  sendLimit: messages.otpRegenerateLimit,
  resendWait: messages.otpRegenerateLimit,
});

/** The least time between two OTPs of one redemption or switch. */
export const sellOtpResendSeconds = 30;

export const otpPurposes: Record<OtpPurpose, OtpPurposeTerms> = {
  LOGIN: { rules: deskRules, words: deskWords('log in to Client Desk') },
  RECOVERY: { rules: deskRules, words: deskWords('recover your Client Desk login') },
  // Each redemption or switch has its OTPs: counted for its whole life, resent after 30 seconds.
  REDEMPTION: {
    rules: { ...deskRules, sendWindowMinutes: null, resendWaitSeconds: sellOtpResendSeconds },
    words: {
      ...deskWords('authorise your redemption on Client Desk'),
      resendWait: sellMessages.otpResendWait(sellOtpResendSeconds),
    },
  },
  REGISTRATION: { rules: deskRules, words: deskWords('verify your registration on Client Desk') },
  // A holder's mobile or e-mail being verified: counted per contact of the application, apart from
  // the registration logins, so that verifying contacts never locks the applicant out of logging in.
  REGISTRATION_CONTACT: {
    rules: { ...deskRules, sendWindowMinutes: null },
    words: deskWords('verify your contact for your account opening on Client Desk'),
  },
  // Counted per request (one stop, one revocation), so that each may be confirmed afresh.
  SYSTEMATIC_PLAN: {
    rules: { ...deskRules, sendWindowMinutes: null },
    words: deskWords('confirm your systematic plan request on Client Desk'),
  },
  // Counted per mandate request, so that each link may be confirmed afresh.
  MANDATE: {
    rules: { ...deskRules, sendWindowMinutes: null },
    words: deskWords('authorise your bank mandate on Client Desk'),
  },
  // Counted per closure request, so that each may be signed afresh.
  CLOSURE: {
    rules: { ...deskRules, sendWindowMinutes: null },
    words: deskWords('sign your account closure request on Client Desk'),
  },
  // Counted per change request: sent to the new mobile or e-mail, to confirm it reaches the investor.
  FOLIO_CONTACT: {
    rules: { ...deskRules, sendWindowMinutes: null },
    words: deskWords('confirm the new contact of your folio on Client Desk'),
  },
  SIGNING: {
    rules: {
      digits: nomineeLimits.otpLength,
      validSeconds: nomineeLimits.otpValidSeconds,
      maxWrong: nomineeLimits.otpMaxWrong,
      maxSends: nomineeLimits.otpMaxSends,
      sendWindowMinutes: null,
      resendWaitSeconds: nomineeLimits.otpResendSeconds,
    },
    words: {
      action: 'authorise your request on Client Desk',
      smsSubject: 'OTP - AUTHORIZATION',
      emailSubject: 'OTP - AUTHORIZATION',
      noActive: nomineeMessages.otpExpired,
      expired: nomineeMessages.otpExpired,
      invalid: nomineeMessages.otpWrong,
      lastWrong: nomineeMessages.otpWrong,
      sendLimit: nomineeMessages.otpSendLimit,
      resendWait: nomineeMessages.otpResendWait,
    },
  },
};
