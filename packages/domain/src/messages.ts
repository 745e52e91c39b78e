/** The message catalogue, worded as the specs word it. */
export const messages = {
  common: 'Some Technical problem arise.',
  somethingWrong: 'Oops! Something went wrong. Please try again!!',
  technicalTryLater: 'There is some technical problem, please try after some time!',
  sessionExpired: 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.',
  invalidCredentials: 'Invalid Login ID or Password.',
  /** A wrong password that leaves `left` more tries before the block of spec 1 section 4.2. */
  invalidCredentialsTriesLeft: (left: number) =>
    `Invalid Login ID or Password. ${left} attempt${left === 1 ? '' : 's'} left before your account is blocked.`,
  accountBlocked:
    'Your account has been blocked after repeated failed attempts. Please reset your password to unblock it, or log in with an OTP.',
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
  opps: 'Opps!Something went wrong.Please try again!!',
  downloadFailed: 'There some technical problem arise',
  genericFailure: 'error',
  emfNotAvailable:
    'This product/option/report is not available for the E-Wealth MF account clients. To opt for the same please contact your Wealth Partner.',
  emptyPortfolio:
    'You do not have any investments yet. Please contact your Wealth Partner to start investing.',
  captchaRequired: 'Please enter the captcha.',
  captchaInvalid: 'Please enter valid captcha.',
  otpInvalidMobile: 'Please enter a valid mobile number.',
  otpInvalid: 'Please enter valid OTP.',
  otpSent: 'OTP has been sent to the mobile number.',
  otpMatched: 'OTP Matched SuccessFully.',
  otpExpired: 'OTP has expired. Please generate a new OTP.',
  otpWrongCountReached: 'You have entered a wrong OTP 3 times. Please generate a new OTP.',
  otpRegenerateLimit:
    'You have reached the maximum number of OTP requests. Please try again after 30 minutes.',
  otpNoActive: 'Please generate an OTP first.',
  mappingEmpty: 'Please Enter your Date of Birth/PIN',
  mappingInvalid: 'Please enter valid PIN / Date of Birth',
  passwordSameAsOld: 'New password cannot be the same as the current password.',
  passwordSameAsPrevious: 'New password cannot be the same as your previous password.',
  passwordContainsLoginId: 'New password cannot contain your login ID.',
  passwordMismatch: 'New password and confirm password do not match.',
  passwordWrongCurrent: 'Current password is incorrect.',
  passwordChanged: 'Your password has been changed successfully.',
  loginIdTaken: 'This login ID is already taken. Please choose another.',
  loginIdSaved: 'Your personalised login ID has been saved.',
  stepsPending: 'Please complete the pending steps before you continue.',
  recoveryNoMatch: 'We could not find an account with these details.',
  temporaryPasswordSent:
    'A temporary password has been sent to your registered mobile number and e-mail. Please log in with it and set a new password.',
  loginIdsSent: 'Your login details have been sent to your registered mobile number and e-mail.',
  pinChanged: 'Your PIN has been changed successfully.',
} as const;

// Each area's messages live in a module of their own, so a page's chunk carries only its own.
export * from './catalogue/shell.js';
export * from './catalogue/orders.js';
export * from './catalogue/selling.js';
export * from './catalogue/purchase-screens.js';
export * from './catalogue/schemes.js';
export * from './catalogue/nominee.js';
export * from './catalogue/pin.js';
export * from './catalogue/text.js';
export * from './catalogue/plans.js';
