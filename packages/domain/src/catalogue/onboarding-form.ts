/** Messages of the application form, its e-sign and submission (spec 2 sections 4, 5 and 8). */
export const onboardingFormMessages = {
  consentRequired: 'e-Wealth and e-sign consent should be checked.',
  formNotGenerated: 'Please view your application form before submitting it.',
  formChanged:
    'Your application has changed since the form was made. Please view the new form and submit it again.',
  esignStartFailed:
    'The e-sign service could not be reached just now. Please try again after some time.',
  esignNotAuthentic:
    'This e-sign response could not be verified as coming from the e-sign service. Please e-sign your form again.',
  esignFailed: 'Your form was not e-signed. Please e-sign it again to complete your application.',
  esignNotStarted: 'Please start the e-sign of your form from the e-sign page.',
  esignDone: 'Your application form is e-signed.',
  notSubmitted: 'Please submit your application form before e-signing it.',
} as const;
