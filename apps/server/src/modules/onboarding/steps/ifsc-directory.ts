import { createRequire } from 'node:module';
import { bankOffersEMandate, isIfscFormat } from '@cdesk/domain';

const require = createRequire(import.meta.url);

/**
 * Razorpay's IFSC dataset (npm `ifsc`): every bank's branch codes, the banks' names, and each
 * bank's main branch with its MICR, bundled with the package and read offline. Other branches'
 * names, addresses and MICRs are only in its online API: for those the IFSC alone names the
 * branch, and the MICR and branch name are the applicant's to add if they wish.
 */
const ifsc = require('ifsc') as { validate(code: string): boolean };
const bankNames = require('ifsc/src/banknames.json') as Record<string, string>;
const banks = require('ifsc/src/banks.json') as Record<string, { ifsc?: string; micr?: string }>;
/** Branches a bank runs for another (sub-members): the IFSC's prefix is not the account's bank. */
const sublets = require('ifsc/src/sublet.json') as Record<string, string>;

export interface BankOfIfsc {
  ifsc: string;
  bankCode: string;
  bankName: string;
  /** The branch's MICR where the dataset holds it (a bank's main branch), else empty. */
  micr: string;
  mandateFacility: boolean;
}

/** The bank of a branch's IFSC; null when the IFSC is not a branch in the dataset. */
export function bankOfIfsc(code: string): BankOfIfsc | null {
  const value = code.trim().toUpperCase();
  if (!isIfscFormat(value) || !ifsc.validate(value)) return null;
  const bankCode = sublets[value] ?? value.slice(0, 4);
  const bankName = bankNames[bankCode] ?? bankNames[value.slice(0, 4)];
  if (!bankName) return null;
  const main = banks[bankCode];
  const micr = main?.ifsc === value && main.micr ? main.micr : '';
  return { ifsc: value, bankCode, bankName, micr, mandateFacility: bankOffersEMandate(bankCode) };
}
