/** Entry origins of a registration (spec 2 section 3) and the areas an account type lives in. */
export const entryOrigins = [
  'EMPLOYEE',
  'PARTNER',
  'PARTNER EMPLOYEE',
  'CLIENT',
  'CLIENT LINK',
  'TRAINEE',
  'PARTNER LINK',
  'DIRECT CLIENT',
  'AUTO REF GEN',
  'ONLINE TRADING',
] as const;
export type EntryOrigin = (typeof entryOrigins)[number];

/** Partner-side entries (spec 2 section 6); the others are client-side. */
export const partnerSideOrigins: readonly EntryOrigin[] = [
  'PARTNER',
  'PARTNER EMPLOYEE',
  'EMPLOYEE',
  'TRAINEE',
];

export const registrationAccountTypes = ['EW', 'EMF'] as const;
export type RegistrationAccountType = (typeof registrationAccountTypes)[number];

/** The area root of an account type: EW under /tradereg, EMF under /emftradereg. */
export function registrationArea(accountType: RegistrationAccountType): 'tradereg' | 'emftradereg' {
  return accountType === 'EMF' ? 'emftradereg' : 'tradereg';
}

/** Contact channels of an OTP login (spec 2 section 2.3: Mobile and Email). */
export const registrationChannels = ['Mobile', 'Email'] as const;
export type RegistrationChannel = (typeof registrationChannels)[number];

/** The header that carries an application's reference token, beside Authorization. */
export const refTokenHeader = 'x-ref-token';

/** The help line number applicants are given (spec 2 section 1). */
export const registrationHelpNo = '1800-309-4646';
