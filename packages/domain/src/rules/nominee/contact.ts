import { nomineeLimits } from '../../codes/nominee.js';
import { messages, nomineeMessages } from '../../messages.js';

/** Numbers that pass the Indian pattern yet belong to no one (spec 1 section 5). */
export const invalidIndianMobiles: readonly string[] = [
  '1234567890',
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9'].map((d) => d.repeat(10)),
];

const sameDigit = /^(\d)\1*$/;

export function mobileMaxLength(isd: string): number {
  return isd === nomineeLimits.defaultIsd ? 10 : 15;
}

export function isdError(isd: string): string | null {
  if (isd.trim() === '') return messages.emptyField('ISD Code');
  return /^\d{1,4}$/.test(isd.trim()) ? null : messages.invalidField('ISD Code');
}

/**
 * Indian numbers: 10 digits starting 6 to 9, none of the known-invalid ones (a guardian's also
 * not one digit repeated). Other countries: 6 to 15 digits, not one digit repeated.
 */
export function mobileError(
  isd: string,
  mobile: string,
  {
    guardian = false,
    invalid = nomineeMessages.invalidmobileno,
  }: { guardian?: boolean; invalid?: string } = {},
): string | null {
  const value = mobile.trim();
  if (value === '') return messages.emptyField('Mobile No');
  if (isd.trim() === nomineeLimits.defaultIsd) {
    if (!/^[6-9]\d{9}$/.test(value) || invalidIndianMobiles.includes(value)) return invalid;
    if (guardian && sameDigit.test(value)) return invalid;
    return null;
  }
  if (!/^\d{6,15}$/.test(value) || sameDigit.test(value)) return invalid;
  return null;
}

const placeholders = ['noemail', 'notprovided', 'xyz'];
const addressPattern = /^[A-Za-z0-9._%+'-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,7}$/;

/** E-mail is shown uppercase; stored as typed, trimmed. */
export function displayEmail(email: string): string {
  return email.trim().toUpperCase();
}

export function emailError(
  email: string,
  invalid: string = nomineeMessages.invalidemailid,
): string | null {
  const value = email.trim();
  if (value === '') return messages.emptyField('Email ID');
  if (value.length > nomineeLimits.emailMax) return invalid;
  const lower = value.toLowerCase();
  if (placeholders.some((p) => lower.includes(p))) return invalid;
  const parts = value.split('@');
  if (parts.length !== 2) return invalid;
  const domain = parts[1] ?? '';
  if (/^[\d.]/.test(domain) || !domain.includes('.') || domain.endsWith('.')) return invalid;
  return addressPattern.test(value) ? null : invalid;
}
