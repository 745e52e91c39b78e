import { nomineeLimits } from '../../codes/nominee.js';
import { messages, nomineeMessages } from '../../messages.js';

const compact = /^(\d{2})(\d{2})(\d{4})$/;
const dashed = /^(\d{2})-(\d{2})-(\d{4})$/;

/** A date of birth typed as DDMMYYYY or DD-MM-YYYY, as an ISO date; null when not a real date. */
export function parseDob(text: string): string | null {
  const value = text.trim();
  const match = compact.exec(value) ?? dashed.exec(value);
  if (!match) return null;
  const [, dd = '', mm = '', yyyy = ''] = match;
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  if (year < 1000 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return `${yyyy}-${mm}-${dd}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** ISO date (YYYY-MM-DD) as the desk shows it: DD-MM-YYYY. */
export function displayDate(iso: string): string {
  const [y = '', m = '', d = ''] = iso.slice(0, 10).split('-');
  return `${d}-${m}-${y}`;
}

/** Whole years between a date of birth and today (both ISO dates, India time). */
export function ageInYears(dobIso: string, todayIso: string): number {
  const [by = 0, bm = 0, bd = 0] = dobIso.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = todayIso.split('-').map(Number);
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

/** The same calendar day some years back; 29 February falls back to the 28th. */
export function yearsBefore(todayIso: string, years: number): string {
  const [ty = 0, tm = 0, td = 0] = todayIso.split('-').map(Number);
  const year = ty - years;
  const day = Math.min(td, daysInMonth(year, tm));
  return `${String(year).padStart(4, '0')}-${String(tm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function isMinorOn(dobIso: string, todayIso: string): boolean {
  return ageInYears(dobIso, todayIso) < nomineeLimits.guardianMinAge;
}

export type DobProblem = 'empty' | 'format' | 'future' | 'tooOld' | 'guardianMinor';

/** What is wrong with a date of birth, if anything; the guardian must also be 18 or older. */
export function dobProblem(
  text: string,
  todayIso: string,
  { guardian = false }: { guardian?: boolean } = {},
): DobProblem | null {
  if (text.trim() === '') return 'empty';
  const dob = parseDob(text);
  if (!dob) return 'format';
  if (dob > todayIso) return 'future';
  if (dob < yearsBefore(todayIso, nomineeLimits.maxAgeYears)) return 'tooOld';
  if (guardian && isMinorOn(dob, todayIso)) return 'guardianMinor';
  return null;
}

/**
 * The message for a date of birth's problem. `guardian` refuses anyone under 18, in the words of
 * `minor` (a guardian's by default; a witness has its own).
 */
export function dobError(
  text: string,
  todayIso: string,
  options: { guardian?: boolean; field?: string; minor?: string } = {},
): string | null {
  const field = options.field ?? 'Date of Birth';
  switch (dobProblem(text, todayIso, options)) {
    case 'empty':
      return messages.emptyField(field);
    case 'format':
      return messages.invalidField(field);
    case 'future':
      return nomineeMessages.dateInFuture;
    case 'tooOld':
      return nomineeMessages.dateLessThanHundredError;
    case 'guardianMinor':
      return options.minor ?? nomineeMessages.minornomineegrdn;
    default:
      return null;
  }
}
