import { loginMessages } from '../catalogue/login.js';

/**
 * The emptiness checks of ZAuthenticateRequest without zod, for the login screen: zod would add
 * about 25 kB (gzip) to the page that must load first. The messages are the schema's own words.
 */
export const loginCredentialMessages = {
  loginId: loginMessages.emptyField('Login ID'),
  password: loginMessages.emptyField('Password'),
} as const;

export type LoginCredentialErrors = Partial<Record<keyof typeof loginCredentialMessages, string>>;

export function checkLoginCredentials(input: {
  loginId: string;
  password: string;
}): LoginCredentialErrors {
  const errors: LoginCredentialErrors = {};
  // The schema trims the login ID before its min(1) check; the password is taken as typed.
  if (input.loginId.trim() === '') errors.loginId = loginCredentialMessages.loginId;
  if (input.password === '') errors.password = loginCredentialMessages.password;
  return errors;
}
