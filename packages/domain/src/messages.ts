/** The message catalogue, worded as the specs word it. */
export const messages = {
  common: 'Some Technical problem arise.',
  somethingWrong: 'Oops! Something went wrong. Please try again!!',
  technicalTryLater: 'There is some technical problem, please try after some time!',
  sessionExpired: 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.',
  invalidCredentials: 'Invalid Login ID or Password.',
  accountBlocked:
    'Your account has been blocked after repeated failed attempts. Please reset your password to unblock it.',
  loggedOut: 'You have been logged out successfully.',
  emptyField: (field: string) => `${field} cannot be empty.`,
  invalidField: (field: string) => `${field} should be valid.`,
  uncheckedField: (field: string) => `${field} should be checked.`,
  badRequest: 'The request could not be understood. Please check what was sent and try again.',
  malformedJson: 'The request body is not valid JSON.',
  payloadTooLarge: 'The request is too large.',
  notFound: 'The requested service was not found.',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  notYourAccount: 'This account is not linked to your login.',
} as const;
