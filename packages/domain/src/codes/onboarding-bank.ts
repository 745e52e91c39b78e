import { bankAccountTypes, type mandateProviders } from './onboarding.js';

/** Bank account types of account opening (spec 2 section 9) with the codes banks record them by. */
export const bankAccountTypeCodes = [
  { code: 'SB', label: 'Saving' },
  { code: 'CA', label: 'Current' },
  { code: 'OD', label: 'OD' },
  { code: 'CC', label: 'CC' },
] as const satisfies ReadonlyArray<{ code: string; label: (typeof bankAccountTypes)[number] }>;
export type BankAccountType = (typeof bankAccountTypes)[number];

export function isBankAccountType(value: string): value is BankAccountType {
  return (bankAccountTypes as readonly string[]).includes(value);
}

/**
 * Banks that take no e-mandate (NACH debit) registrations, by the four-letter bank code of the
 * IFSC: payments banks cannot be debited under a mandate, and a few banks have not joined the
 * e-mandate network. An applicant banking with one goes on without a mandate.
 */
export const banksWithoutEMandate = [
  { code: 'AIRP', reason: 'Payments bank' },
  { code: 'PYTM', reason: 'Payments bank' },
  { code: 'FINO', reason: 'Payments bank' },
  { code: 'JIOP', reason: 'Payments bank' },
  { code: 'NSPB', reason: 'Payments bank' },
  { code: 'ABHY', reason: 'Not on the e-mandate network' },
] as const;

/** Whether the bank of an IFSC (its first four letters) offers an e-mandate facility. */
export function bankOffersEMandate(bankCode: string): boolean {
  const code = bankCode.trim().toUpperCase().slice(0, 4);
  return !banksWithoutEMandate.some((bank) => bank.code === code);
}

export type MandateProvider = (typeof mandateProviders)[number];

/** The distributor's own mandate platform, which registers mandates for every order route. */
export const defaultMandateProvider: MandateProvider = 'NJ';

/** Each mandate provider's number prefix and the document type of its scan mandate form. */
export const mandateProviderDetails: Record<
  MandateProvider,
  { label: string; numberPrefix: string; docType: string }
> = {
  NJ: { label: 'NJ', numberPrefix: 'NJEM', docType: 'MANDATE_NJ' },
  BSE: { label: 'BSE StAR MF', numberPrefix: 'BSEM', docType: 'MANDATE_BSE' },
  NSE: { label: 'NSE NMF II', numberPrefix: 'NSEM', docType: 'MANDATE_NSE' },
};

/**
 * The reference a registration's e-mandate carries at the bank: the application's reference
 * number and the mandate number, so the bank's answer finds its application.
 */
export function registrationMandateRef(refNo: string, mandateNo: string): string {
  return `${refNo}-${mandateNo}`;
}

/** The application and mandate number of a registration's e-mandate reference; null otherwise. */
export function parseRegistrationMandateRef(
  ref: string,
): { refNo: string; mandateNo: string } | null {
  const match = /^((?:EW|EMF)\d{12})-((?:NJEM|BSEM|NSEM)\d{12})$/.exec(ref.trim());
  return match ? { refNo: match[1] ?? '', mandateNo: match[2] ?? '' } : null;
}
