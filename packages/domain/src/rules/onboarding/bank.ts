import { onboardingBankMessages as m } from '../../catalogue/onboarding-bank.js';
import { mandateMessages } from '../../catalogue/mandates.js';
import { isBankAccountType } from '../../codes/onboarding-bank.js';
import { onboardingLimits } from '../../codes/onboarding.js';
import { parseDisplayDate } from '../format.js';
import { mandateProblem } from '../mandate-limits.js';
import { parseRupeesToPaise, type Paise } from '../money.js';
import { normalizeName } from '../nominee/names.js';

/** An IFSC: four letters of the bank, a zero, six letters or digits of the branch. */
export const ifscPattern = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A MICR: nine digits (city, bank, branch), never all zeros. */
export const micrPattern = /^(?!0{9})\d{9}$/;

export const isIfscFormat = (ifsc: string) => ifscPattern.test(ifsc.trim().toUpperCase());
export const isMicr = (micr: string) => micrPattern.test(micr.trim());

export function isBankAccountNo(accountNo: string): boolean {
  const { bankAccountMinDigits: min, bankAccountMaxDigits: max } = onboardingLimits;
  return new RegExp(`^\\d{${min},${max}}$`).test(accountNo.trim());
}

export interface BankForm {
  ifsc: string;
  micr: string;
  branch: string;
  accountNo: string;
  accountNoAgain: string;
  accountType: string;
}

/** What is wrong with the bank details as typed (spec 2 section 5.3), or null. */
export function bankFormProblem(form: BankForm): string | null {
  if (!isIfscFormat(form.ifsc)) return m.ifscInvalid;
  if (!isMicr(form.micr)) return m.micrInvalid;
  if (form.branch.trim() === '') return m.branchEmpty;
  if (!isBankAccountNo(form.accountNo)) return m.accountNoInvalid;
  if (form.accountNo.trim() !== form.accountNoAgain.trim()) return m.accountNoMismatch;
  if (!isBankAccountType(form.accountType)) return m.accountTypeEmpty;
  return null;
}

/**
 * Whether the name a bank holds an account in is the first holder's: the same words, in any
 * order, compared as names are compared with KYC records (case, spaces and dots ignored).
 */
export function bankNameMatches(holderName: string, nameAtBank: string): boolean {
  const words = (name: string) =>
    normalizeName(name).replace(/\./g, ' ').split(/\s+/).filter(Boolean).sort().join(' ');
  const holder = words(holderName);
  return holder !== '' && holder === words(nameAtBank);
}

export interface MandateForm {
  upperLimit: string;
  /** DD-MM-YYYY. */
  startDate: string;
  /** DD-MM-YYYY; empty for until cancelled. */
  endDate: string;
}

/** The far end of a mandate kept until cancelled, for comparing dates. */
const untilCancelled = '9999-12-31';

/**
 * A mandate's limit and dates checked (spec 2 section 5.3: the upper limit above Rs 1,000 and
 * within the maximum, the end after the start): the problem, or the values in paise and ISO dates.
 */
export function mandateFormProblem(
  form: MandateForm,
  today: string,
):
  | { problem: string }
  | { problem: null; upperLimitPaise: Paise; startDate: string; endDate: string } {
  const upperLimitPaise = parseRupeesToPaise(form.upperLimit);
  if (upperLimitPaise === null) return { problem: m.upperLimitInvalid };
  const startDate = parseDisplayDate(form.startDate);
  if (!startDate) return { problem: m.startDateInvalid };
  const endDate = form.endDate.trim() === '' ? '' : parseDisplayDate(form.endDate);
  if (endDate === null) return { problem: m.endDateInvalid };
  const problem = mandateProblem({
    upperLimitPaise,
    startDate,
    endDate: endDate || untilCancelled,
    today,
  });
  if (problem) return { problem: mandateMessages[problem] };
  return { problem: null, upperLimitPaise, startDate, endDate };
}
