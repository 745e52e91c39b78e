/** What the demat reports and the reports shared through a trusted link say. */
export const dematReportMessages = {
  fromDateRequired: 'Please enter the From date.',
  toDateRequired: 'Please enter the To date.',
  rangeOrder: 'From date should not be after To date.',
  rangeTooLong: 'The date range cannot be more than 6 months.',
  futureDate: 'To date cannot be after today.',
  oneAccountToShare:
    'A trusted link shares the report of one account. Please choose one account in Showing for.',
  trustedLinkInvalid:
    'This report link is not valid. Please open the link exactly as it was shared, or ask the investor for a new one.',
  trustedLinkExpired:
    'This report link has expired. Please ask the investor who shared it for a new one.',
  trustedLinkOtherReport:
    'This link opens another kind of report. Please open the link exactly as it was shared.',
  trustedAccountClosed: 'The account of this shared report is no longer available.',
  trustedLinkRevoked:
    'This report link has been withdrawn by the investor who shared it. Please ask them for a new one.',
  trustedLinkNotFound: 'There is no such shared link on your account.',
} as const;
