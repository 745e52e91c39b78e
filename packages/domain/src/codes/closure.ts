/** Account closure (spec 2 sections 2.4, 5.6, 7 and 8): its reasons, states and limits. */

/** Why an investor closes the account; 'OTHERS' asks for the reason in their words. */
export const closureReasons = [
  { code: 'TRANSFER', label: 'Moving my investments to another depository participant' },
  { code: 'SERVICE', label: 'Not satisfied with the services' },
  { code: 'CHARGES', label: 'Charges are high' },
  { code: 'NOT_INVESTING', label: 'No longer wish to invest' },
  { code: 'CONSOLIDATE', label: 'Consolidating my demat accounts' },
  { code: 'OTHERS', label: 'Others' },
] as const;
export type ClosureReasonCode = (typeof closureReasons)[number]['code'];
export const closureReasonCodes = closureReasons.map((r) => r.code) as [
  ClosureReasonCode,
  ...ClosureReasonCode[],
];

/**
 * DRAFT while the form is edited, SUBMITTED once its PDF is submitted for signing, SIGNED when the
 * investor signed it (the account is closed then), CANCELLED when withdrawn before signing.
 */
export const closureStatuses = ['DRAFT', 'SUBMITTED', 'SIGNED', 'CANCELLED'] as const;
export type ClosureStatus = (typeof closureStatuses)[number];

/** E: Aadhaar e-sign; O: an OTP to the registered mobile and e-mail. */
export const closureSignModes = ['E', 'O'] as const;
export type ClosureSignMode = (typeof closureSignModes)[number];

export const closureLimits = {
  remarksMax: 200,
  otpLength: 6,
} as const;

/** The file the e-sign service and the desk name the request's PDF by. */
export const closurePdfTitle = 'E-Wealth Account Closure Request';

/** What the investor agrees to with the request (the consent checkbox, and the PDF's declaration). */
export const closureConsentText =
  'I request the closure of my E-Wealth account and of the demat account named in this request. I confirm that I have no transaction pending, that any holdings will be transferred as stated here, and that once my request is signed the account can no longer be used to log in or to transact.';
