import { messages } from '../messages.js';

export const personalisedLoginIdRules = [
  '6 to 30 characters',
  'starts with a letter',
  'letters, numbers, dot (.), underscore (_) or hyphen (-) only',
  'not the same as your wealth account number',
] as const;

const pattern = /^[A-Za-z][A-Za-z0-9._-]{5,29}$/;

/** The first problem with a chosen login ID, or null. Uniqueness is the server's to check. */
export function personalisedLoginIdProblem(loginId: string, njAcNo = ''): string | null {
  const id = loginId.trim();
  if (id === '') return messages.emptyField('Login ID');
  if (id.length < 6 || id.length > 30) return 'Login ID must be 6 to 30 characters long.';
  if (!/^[A-Za-z]/.test(id)) return 'Login ID must start with a letter.';
  if (!pattern.test(id))
    return 'Login ID may contain only letters, numbers, dot (.), underscore (_) and hyphen (-).';
  if (/[._-]{2}/.test(id)) return 'Login ID cannot have two special characters together.';
  if (njAcNo !== '' && id === njAcNo) return 'Login ID cannot be your wealth account number.';
  return null;
}
