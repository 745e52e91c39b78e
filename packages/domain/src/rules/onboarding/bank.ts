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

/**
 * Every problem of the bank details as typed (spec 2 section 5.3), by field. The IFSC names the
 * branch for NEFT and NACH, so the MICR (a cheque's code) and the branch name are filled from the
 * IFSC where the IFSC data holds them and are otherwise optional; a MICR given must be valid.
 */
export function bankFormErrors(form: BankForm): Partial<Record<keyof BankForm, string>> {
  const errors: Partial<Record<keyof BankForm, string>> = {};
  if (!isIfscFormat(form.ifsc)) errors.ifsc = m.ifscInvalid;
  if (form.micr.trim() !== '' && !isMicr(form.micr)) errors.micr = m.micrInvalid;
  if (!isBankAccountNo(form.accountNo)) errors.accountNo = m.accountNoInvalid;
  else if (form.accountNo.trim() !== form.accountNoAgain.trim())
    errors.accountNoAgain = m.accountNoMismatch;
  if (!isBankAccountType(form.accountType)) errors.accountType = m.accountTypeEmpty;
  return errors;
}

/** The first problem of the bank details as typed, or null. */
export function bankFormProblem(form: BankForm): string | null {
  return Object.values(bankFormErrors(form))[0] ?? null;
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
