import { nomineeLimits } from '../../codes/nominee.js';
import { messages } from '../../messages.js';

const namePattern = /^[A-Z']+(?: [A-Z']+)*$/;

/** What a name becomes on submit: runs of spaces collapsed, trimmed, uppercased. */
export function normalizeName(value: string): string {
  return value.replace(/\s+/g, ' ').trim().toUpperCase();
}

/** A normalised name of letters, apostrophes and single spaces, at most `max` characters. */
export function isPersonName(name: string, max: number): boolean {
  return name.length <= max && namePattern.test(name);
}

/**
 * A nominee or guardian name part: letters, apostrophes and single spaces, at most 15 characters.
 * First and last names are required; a middle name may be empty but not only spaces. `invalid`
 * is the wording of a name that is not one (account opening has its own).
 */
export function nameError(
  value: string,
  field: string,
  required: boolean,
  invalid: string = messages.invalidField(field),
): string | null {
  const name = normalizeName(value);
  if (name === '') {
    if (required) return messages.emptyField(field);
    return value.length > 0 ? invalid : null;
  }
  return isPersonName(name, nomineeLimits.nameMax) ? null : invalid;
}

/** A full name from its parts, as shown on the summary and the form. */
export function fullName(first: string, middle: string, last: string): string {
  return [first, middle, last].map(normalizeName).filter(Boolean).join(' ');
}
