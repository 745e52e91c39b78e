import { messages } from '../messages.js';

/** Password rules shown beside the change-password form; the server checks the same list. */
export const passwordRules = [
  {
    id: 'length',
    text: '8 to 16 characters',
    test: (p: string) => p.length >= 8 && p.length <= 16,
  },
  { id: 'upper', text: 'at least one capital letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', text: 'at least one small letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', text: 'at least one number', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    text: 'at least one special character such as @ # $ % & *',
    test: (p: string) => /[^A-Za-z0-9\s]/.test(p),
  },
  { id: 'spaces', text: 'no spaces', test: (p: string) => !/\s/.test(p) },
] as const;

export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The first problem with a requested change, worded for the investor, or null when it is fine. */
export function passwordChangeProblem(
  change: PasswordChange,
  loginIds: string[] = [],
): string | null {
  if (change.oldPassword === '') return messages.emptyField('Current password');
  if (change.newPassword === '') return messages.emptyField('New password');
  const failed = passwordRules.find((rule) => !rule.test(change.newPassword));
  if (failed) return `New password must have ${failed.text}.`;
  if (change.newPassword === change.oldPassword) return messages.passwordSameAsOld;
  const lower = change.newPassword.toLowerCase();
  if (loginIds.some((id) => id.length >= 4 && lower.includes(id.toLowerCase()))) {
    return messages.passwordContainsLoginId;
  }
  if (change.confirmPassword !== change.newPassword) return messages.passwordMismatch;
  return null;
}
