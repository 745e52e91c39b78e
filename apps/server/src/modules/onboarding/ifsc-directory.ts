import { createRequire } from 'node:module';
import { bankOffersEMandate, isIfscFormat } from '@cdesk/domain';

const require = createRequire(import.meta.url);

/**
 * Razorpay's IFSC dataset (npm `ifsc`): every bank's branch codes and the banks' names, bundled
 * with the package and read offline. Branch names and addresses are only in its online API, so
 * the desk takes the bank's name from here and the applicant types the branch.
 */
const ifsc = require('ifsc') as { validate(code: string): boolean };
const bankNames = require('ifsc/src/banknames.json') as Record<string, string>;
/** Branches a bank runs for another (sub-members): the IFSC's prefix is not the account's bank. */
const sublets = require('ifsc/src/sublet.json') as Record<string, string>;

export interface BankOfIfsc {
  ifsc: string;
  bankCode: string;
  bankName: string;
  mandateFacility: boolean;
}

/** The bank of a branch's IFSC; null when the IFSC is not a branch in the dataset. */
export function bankOfIfsc(code: string): BankOfIfsc | null {
  const value = code.trim().toUpperCase();
  if (!isIfscFormat(value) || !ifsc.validate(value)) return null;
  const bankCode = sublets[value] ?? value.slice(0, 4);
  const bankName = bankNames[bankCode] ?? bankNames[value.slice(0, 4)];
  if (!bankName) return null;
  return { ifsc: value, bankCode, bankName, mandateFacility: bankOffersEMandate(bankCode) };
}
