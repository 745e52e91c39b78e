import { messages, pinMessages } from '../messages.js';

export const pinLength = 4;
const fourDigits = /^\d{4}$/;

/** 1111, 1234 or 4321: the PINs tried first by anyone guessing. */
export function isTooSimplePin(pin: string): boolean {
  const digits = [...pin].map(Number);
  const steps = digits.slice(1).map((d, i) => d - (digits[i] ?? 0));
  return steps.every((s) => s === 0) || steps.every((s) => s === 1) || steps.every((s) => s === -1);
}

export interface PinChange {
  oldPin: string;
  newPin: string;
  confirmPin: string;
}

/** The first problem with a requested PIN change, worded for the investor, or null when it is fine. */
export function pinChangeProblem(change: PinChange): string | null {
  if (change.oldPin === '') return messages.emptyField('Current PIN');
  if (!fourDigits.test(change.oldPin)) return messages.invalidField('Current PIN');
  if (change.newPin === '') return messages.emptyField('New PIN');
  if (!fourDigits.test(change.newPin)) return pinMessages.format;
  if (isTooSimplePin(change.newPin)) return pinMessages.tooSimple;
  if (change.newPin === change.oldPin) return pinMessages.sameAsOld;
  if (change.confirmPin !== change.newPin) return pinMessages.mismatch;
  return null;
}
