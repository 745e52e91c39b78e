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
  /** Any save, upload or remove call of an application whose form is e-signed. */
  signedFrozen:
    'Your application form is e-signed, so your application can no longer be changed here. To change it, choose Change my application: your e-signature is then withdrawn and you sign the new form again.',
  changeNotSigned:
    'Your application form is not e-signed yet: you can change your application from its steps.',
  changeDecided: 'Your application has been decided, so it can no longer be changed.',
  changeOpened:
    'Your application is open for changes and your e-signature is withdrawn. Make your changes, then view the new form and e-sign it again.',
} as const;
