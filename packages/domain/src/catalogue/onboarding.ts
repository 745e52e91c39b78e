/** Messages of account opening (spec 2 sections 5 and 8), worded as the spec words them. */
export const onboardingMessages = {
  technical: 'Some Technical problem arise.',
  sessionExpired: 'YOUR SESSION HAS BEEN EXPIRED. PLEASE LOGIN AGAIN.',
  unauthorised: 'UNAUTHORIZED ACCESS',
  partnerTerminated:
    'Selected Partner is in Terminated Status. He/She cannot open New E-Wealth Account.',
  verified: 'Your verification is successfull',
  cannotBeEmpty: (field: string) => `${field} cannot be empty.`,
  shouldBeValid: (field: string) => `${field} should be valid.`,
  shouldBeChecked: (field: string) => `${field} should be checked.`,
  mobileInvalid: 'Kindly provide valid Mobile No.',
  emailInvalid: 'Entered E-Mail ID is invalid.',
  /** Words of this product where the spec gives none. */
  applicationNotFound: 'No application was found with this reference number for your login.',
  partnerNotFound: 'No partner was found with this ARN or partner code.',
  centreNotFound: 'No centre was found with this code.',
  partnerLinkInvalid:
    'This registration link is not valid. Please ask your partner for a new link.',
  stepNotOpen: 'This step of your application is not open yet.',
} as const;

/** Labels of the wizard frame (spec 2 section 2.3). */
export const onboardingLabels = {
  back: 'Back',
  next: 'Next',
  channels: ['Mobile', 'Email'] as const,
} as const;
