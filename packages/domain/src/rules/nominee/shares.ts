import { nomineeLimits } from '../../codes/nominee.js';
import { messages, nomineeMessages } from '../../messages.js';

const shareDigits = /^\d{1,3}$/;

/** A share as a whole number, or null when it is not 1 to 3 digits. */
export function parseShare(value: string): number | null {
  const text = value.trim();
  return shareDigits.test(text) ? Number(text) : null;
}

/** The live total of the rows that hold a number. */
export function shareTotal(values: readonly string[]): number {
  return values.reduce((sum, v) => sum + (parseShare(v) ?? 0), 0);
}

/**
 * Per-row messages: required, digits only, above 0, each below 100 with several nominees, and the
 * running sum up to the row not above 100.
 */
export function shareRowErrors(values: readonly string[]): (string | null)[] {
  let running = 0;
  return values.map((value) => {
    if (value.trim() === '') return messages.emptyField('Nominee Share');
    const share = parseShare(value);
    if (share === null) return messages.invalidField('Nominee Share');
    if (share === 0) return nomineeMessages.shareZero;
    if (values.length > 1 && share >= nomineeLimits.shareTotal) return nomineeMessages.shareHundred;
    running += share;
    if (running > nomineeLimits.shareTotal) return nomineeMessages.shareRunningTotal;
    return null;
  });
}

/** On submit the shares must total exactly 100. */
export function shareSubmitError(values: readonly string[]): string | null {
  return shareTotal(values) === nomineeLimits.shareTotal ? null : nomineeMessages.shareTotal;
}

/** The reset button zeroes one row. */
export function resetShareRow(values: readonly string[], index: number): string[] {
  return values.map((v, i) => (i === index ? '0' : v));
}
