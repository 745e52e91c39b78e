import { nomineeLimits } from '../../codes/nominee.js';
import { messages } from '../../messages.js';

const namePattern = /^[A-Z']+(?: [A-Z']+)*$/;

/** What a name becomes on submit: runs of spaces collapsed, trimmed, uppercased. */
export function normalizeName(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toUpperCase();
}

/**
 * A nominee or guardian name part: letters, apostrophes and single spaces, at most 15 characters.
 * First and last names are required; a middle name may be empty but not only spaces.
 */
export function nameError(value: string, field: string, required: boolean): string | null {
  const name = normalizeName(value);
  if (name === '') {
    if (required) return messages.emptyField(field);
    return value.length > 0 ? messages.invalidField(field) : null;
  }
  if (name.length > nomineeLimits.nameMax || !namePattern.test(name))
    return messages.invalidField(field);
  return null;
}

/** A full name from its parts, as shown on the summary and the form. */
export function fullName(first: string, middle: string, last: string): string {
  return [first, middle, last].map(normalizeName).filter(Boolean).join(' ');
}
