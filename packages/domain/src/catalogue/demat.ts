/** What the demat reports say, beside the spec's catalogue. */
export const dematMessages = {
  noDematAccount:
    'No demat account is linked to this account, so there are no depository holdings to show. Please contact your Wealth Partner to open one.',
  noShares: 'No shares are held in the demat account.',
  demoPrices:
    'Demo prices: the closing prices shown are sample figures for demonstration, not market quotes.',
  rangeOrder: 'From date should not be after To date.',
  rangeTooLong: 'The date range may be at most one year.',
} as const;
