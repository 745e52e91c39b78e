/** Messages of the change-PIN tab (a 4-digit PIN, checked by rules/pin-rules.ts on both sides). */
export const pinMessages = {
  format: 'PIN must be exactly 4 digits.',
  tooSimple: 'New PIN cannot be four repeated or consecutive digits, such as 1111 or 1234.',
  sameAsOld: 'New PIN cannot be the same as the current PIN.',
  sameAsPrevious: 'New PIN cannot be the same as your previous PIN.',
  mismatch: 'New PIN and confirm PIN do not match.',
  wrongCurrent: 'Current PIN is incorrect.',
} as const;
