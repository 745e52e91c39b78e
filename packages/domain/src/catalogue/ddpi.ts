/** What the DDPI consent, its stamp-duty payment and its e-sign say (spec 2 sections 5.7 and 8). */
export const ddpiMessages = {
  upiRequired: 'Please provide UPI ID',
  upiInvalid: 'Kindly enter valid UPI ID',
  payModeRequired: 'Payment mode cannot be empty.',
  payModeInvalid: 'Payment mode should be valid.',
  consentRequired: 'Consent should be checked.',
  tncLangRequired: 'Preferred T & C Language cannot be empty.',
  noDemat:
    'No demat account is linked to this account, so there is nothing to give a DDPI for. Please contact your Wealth Partner to open one.',
  alreadyActive:
    'A DDPI in favour of your Wealth Partner is already registered on your demat account. You need not submit another.',
  requestNotFound: 'The DDPI request was not found. Please start again.',
  consentFirst: 'Please give your consent to the DDPI document first.',
  paymentFirst: 'Please pay the stamp duty on the DDPI before you sign it.',
  alreadyPaid: 'The stamp duty on this DDPI has already been paid.',
  paymentWaiting:
    'A payment request is already waiting in your UPI app. Please approve it there, or wait for it to expire.',
  pdfFailed:
    'Due to some technical issue, we are unable to generate the DDPI document. Please try after some time.',
  esignFailed: 'The e-sign could not be completed. Please try again.',
  esignStarted: 'You will now be taken to the e-sign service to sign the DDPI with Aadhaar.',
  signed:
    'Your DDPI has been signed and registered with the depository. Redemptions from your demat account no longer need an eDIS authorisation.',
  depositoryUnavailable:
    'Your e-sign is done, but the depository could not be reached to register the DDPI. Please open the DDPI page again in a few minutes.',
  consentSaved: 'Your consent has been recorded. Please pay the stamp duty to continue.',
} as const;
