/** Pages of the portfolio's transaction history. */
export const transactionPageSizes = { default: 20, max: 100 } as const;
