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
} as const;
