import { messages } from '../messages.js';

/**
 * Mapping authorisation login (spec 1 section 5): a 4-digit PIN or an 8-digit date of birth
 * (DDMMYYYY), digits only. Returns the spec's message, or null when the value may be sent.
 */
export function mappingCredentialProblem(value: string): string | null {
  if (value === '') return messages.mappingEmpty;
  if (!/^\d+$/.test(value) || (value.length !== 4 && value.length !== 8))
    return messages.mappingInvalid;
  return null;
}

export function mappingCredentialKind(value: string): 'PIN' | 'DOB' {
  return value.length === 4 ? 'PIN' : 'DOB';
}

/** The PIN travels encoded, as the spec asks; base64 of the digits, never the digits in the clear. */
export function encodeMappingCredential(value: string): string {
  return btoa(value);
}

export function decodeMappingCredential(encoded: string): string | null {
  try {
    const decoded = atob(encoded);
    return /^\d{4}$|^\d{8}$/.test(decoded) ? decoded : null;
  } catch {
    return null;
  }
}
