import { messages, parseDisplayDate } from '@cdesk/domain';
import { businessToday } from '../../../lib/business-clock';

/** Digits as typed, shown as DD-MM-YYYY: "12041986" -> "12-04-1986". */
export function formatDobInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('-');
}

/** A real date in DD-MM-YYYY not after today (the business day), or the spec's message for the field. */
export function dobProblem(value: string, today = businessToday()): string | null {
  if (value === '') return messages.emptyField('Date of birth');
  const iso = /^\d{2}-\d{2}-\d{4}$/.test(value) ? parseDisplayDate(value) : null;
  if (iso === null || iso < '1900' || iso > today) {
    return messages.invalidField('Date of birth');
  }
  return null;
}

export function panProblem(value: string): string | null {
  if (value === '') return messages.emptyField('PAN');
  return /^[A-Z]{5}\d{4}[A-Z]$/.test(value) ? null : messages.invalidField('PAN');
}
