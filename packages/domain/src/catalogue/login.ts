/**
 * Messages of the first page load: the gateway client's failures and the login form. They stand
 * apart from the main catalogue so that the login page carries these few, not every message.
 */
export const loginMessages = {
  somethingWrong: 'Oops! Something went wrong. Please try again!!',
  sessionExpired: 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.',
  invalidCredentials: 'Invalid Login ID or Password.',
  captchaRequired: 'Please enter the captcha.',
  emptyField: (field: string) => `${field} cannot be empty.`,
} as const;
