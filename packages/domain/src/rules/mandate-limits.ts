import type { Paise } from './money.js';

/** The e-mandate modes the desk registers through the bank: net banking or a debit card. */
export const eMandateModes = ['NET', 'DEBIT'] as const;
export type EMandateMode = (typeof eMandateModes)[number];
export const eMandateModeLabels: Record<EMandateMode, string> = {
  NET: 'NET banking',
  DEBIT: 'DEBIT card',
};

/** Spec 2 section 9: the e-mandate types. */
export const eMandateTypes = ['NET', 'DEBIT', 'ESIGN', 'AADHAAROTP'] as const;
export type EMandateType = (typeof eMandateTypes)[number];
export const eMandateTypeLabels: Record<EMandateType, string> = {
  ...eMandateModeLabels,
  ESIGN: 'E-Sign (Aadhaar)',
  AADHAAROTP: 'Aadhaar OTP',
};

/**
 * The types a partner may ask a client's mandate to be registered by: through the bank (NET,
 * DEBIT), or e-signed with Aadhaar first and then authenticated at the bank (ESIGN).
 */
export const partnerMandateModes = ['NET', 'DEBIT', 'ESIGN'] as const;
export type PartnerMandateMode = (typeof partnerMandateModes)[number];

/** Spec 2 section 5.3: the mandate's upper limit must be greater than ₹1,000. */
export const mandateLowerLimitPaise: Paise = 100_000n;
/** The largest upper limit a mandate may carry: ₹10,00,000 a debit. */
export const mandateMaxLimitPaise: Paise = 100_000_000n;

export type MandateProblem = 'lowerLimit' | 'maxLimit' | 'startPast' | 'endBeforeStart';

/**
 * What is wrong with a mandate's limit and dates (ISO YYYY-MM-DD, India time), or null when it may
 * be registered: the limit above ₹1,000 and within the maximum, the start not before today and the
 * end after the start.
 */
export function mandateProblem(input: {
  upperLimitPaise: Paise;
  startDate: string;
  endDate: string;
  today: string;
}): MandateProblem | null {
  if (input.upperLimitPaise <= mandateLowerLimitPaise) return 'lowerLimit';
  if (input.upperLimitPaise > mandateMaxLimitPaise) return 'maxLimit';
  if (input.startDate < input.today) return 'startPast';
  if (input.endDate <= input.startDate) return 'endBeforeStart';
  return null;
}
