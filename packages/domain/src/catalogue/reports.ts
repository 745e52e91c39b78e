/** Messages of the mutual-fund statements. */
export const reportMessages = {
  financialYearInvalid: 'Please select a valid financial year.',
  financialYearNotOffered: 'There is no statement for this financial year.',
  folioNotFound: 'The folio number is not found in your account.',
  noFolios: 'You have no mutual fund folios yet.',
  rangeOrder: 'From date must not be after To date.',
  rangeFuture: 'To date must not be after today.',
  rangeTooLong: 'The statement period can be at most 10 years.',
} as const;
