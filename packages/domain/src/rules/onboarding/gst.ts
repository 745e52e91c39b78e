import { panPattern } from '../identity.js';

const gstinShape = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;
const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of a GSTIN's first fourteen characters (the GSTN's mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = alphabet.indexOf(first14[i] ?? '');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36] ?? '0';
}

/**
 * A GST identification number: state code (01-38 or 97 for other territory), the holder's PAN, an
 * entity number, Z, and the check character.
 */
export function isValidGstin(text: string): boolean {
  const value = text.trim().toUpperCase();
  const match = gstinShape.exec(value);
  if (!match) return false;
  const state = Number(match[1]);
  if (!((state >= 1 && state <= 38) || state === 97)) return false;
  if (!panPattern.test(match[2] ?? '')) return false;
  return gstinCheckCharacter(value.slice(0, 14)) === value[14];
}
