/** Messages of the banks and mandates tab and of registering an e-mandate (spec 2 section 5.3). */
export const mandateMessages = {
  lowerLimit: 'Mandate lower limit should be greater than 1,000.',
  maxLimit: 'Maximum mandate limit is exceeded.',
  startPast: 'Start date cannot be before today.',
  endBeforeStart: 'End date should be after start date.',
  bankInvalid: 'Please select a registered bank account.',
  bankHasMandate: 'A mandate is already registered on this bank account.',
  notFound: 'The mandate request was not found.',
  registered: 'Your mandate is registered. You can now start SIPs on it.',
  rejected: 'Your bank did not approve the mandate. Please try again.',
  pending: 'Your bank has not answered yet. Please check again in a while.',
  bankRedirect: 'You will be re-directed to your Bank Page to authenticate the Mandate.',
  /** Spec 2 section 8, after the e-sign of an ESIGN mandate. */
  esignDone:
    'Your E-Sign is done successfully. You will be re-directed to your Bank Page to authenticate the Mandate.',
  esignFailed:
    'The e-sign of your mandate was not completed, so the mandate was not registered. Please ask your Wealth Partner to send the mandate request again.',
  esignInvalid: 'This e-sign response is not valid or has already been used.',
  providerFailed: 'Your bank could not be reached just now. Please try again in a few minutes.',
  linkInvalid:
    'This mandate authorisation link is not valid. Please open the link exactly as it was sent to you.',
  linkExpired:
    'This mandate authorisation link has expired. Please ask your Wealth Partner to send the mandate request again.',
  linkUsed: 'This mandate authorisation link has already been used.',
  awaiting:
    'Your Wealth Partner has asked for this mandate. Authorise it to register it at your bank.',
  noClient: (njAcNo: string) => `There is no client with wealth account number ${njAcNo}.`,
} as const;
