import { ddpiMessages } from '../catalogue/ddpi.js';
import { isValidVpa } from './pay-mode.js';

/** Spec 2 section 5.7: a UPI ID must be given, then be a valid address; null when it is fine. */
export function ddpiVpaProblem(text: string | undefined): string | null {
  const vpa = (text ?? '').trim();
  if (vpa === '') return ddpiMessages.upiRequired;
  return isValidVpa(vpa) ? null : ddpiMessages.upiInvalid;
}
