import { type IdProofType, idProofTypeIds } from '../../codes/nominee.js';
import { messages, nomineeMessages } from '../../messages.js';

interface IdProofRule {
  pattern: RegExp;
  maxLength: number;
}

const sixToNine: IdProofRule = { pattern: /^[A-Z0-9]{6,9}$/, maxLength: 9 };

export const idProofRules: Record<IdProofType, IdProofRule> = {
  '1': { pattern: /^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/, maxLength: 10 },
  '2': { pattern: /^[A-Z]{3}\d{7}$/, maxLength: 10 },
  // Letters, digits and symbols: any printable character but the space.
  '3': { pattern: /^[!-~]{1,20}$/, maxLength: 20 },
  '4': sixToNine,
  // Only the last four digits of an Aadhaar are taken; the first eight are shown as xxxx.
  '5': { pattern: /^\d{4}$/, maxLength: 4 },
  '6': { pattern: /^(?:IN[A-Z0-9]{14}|\d{16})$/, maxLength: 16 },
  '7': { pattern: /^[A-Z0-9]{1,20}$/, maxLength: 20 },
  '8': sixToNine,
  '9': sixToNine,
};

export function isIdProofType(value: string): value is IdProofType {
  return (idProofTypeIds as readonly string[]).includes(value);
}

export function idProofMaxLength(type: string): number {
  return isIdProofType(type) ? idProofRules[type].maxLength : 20;
}

export function normalizeIdNo(value: string): string {
  return value.trim().toUpperCase();
}

/** The masked prefix shown before the four Aadhaar digits a person enters. */
export const aadhaarMaskPrefix = 'xxxx xxxx';

export function displayIdNo(type: string, idNo: string): string {
  return type === '5' ? `${aadhaarMaskPrefix} ${idNo}` : idNo;
}

export interface IdProofErrors {
  type: string | null;
  number: string | null;
}

/**
 * The id type and number's problems; `invalid` words a number that does not fit its type (account
 * opening words a demat account's apart).
 */
export function idProofErrors(
  type: string,
  idNo: string,
  invalid: (type: IdProofType) => string = () => nomineeMessages.invalidIdProof,
): IdProofErrors {
  if (type.trim() === '') return { type: messages.emptyField('ID Type'), number: null };
  if (!isIdProofType(type)) return { type: messages.invalidField('ID Type'), number: null };
  const value = normalizeIdNo(idNo);
  if (value === '') return { type: null, number: messages.emptyField('ID Proof No') };
  const rule = idProofRules[type];
  if (value.length > rule.maxLength || !rule.pattern.test(value))
    return { type: null, number: invalid(type) };
  return { type: null, number: null };
}

/** The guardian's id number must not be the nominee's. */
export function guardianIdSameError(guardianIdNo: string, nomineeIdNo: string): string | null {
  const guardian = normalizeIdNo(guardianIdNo);
  return guardian !== '' && guardian === normalizeIdNo(nomineeIdNo)
    ? nomineeMessages.guardianIdSameAsNominee
    : null;
}
