/** The mutual-fund statements of the Reports menu. */
export const capitalGainSummaryPath = '/report/mutual-funds/capital-gain/summary';
export const capitalGainDetailPath = '/report/mutual-funds/capital-gain/detail';
export const transactionStatementPath = '/report/mutual-funds/transaction-statement';
export const taxHarvestingPath = '/report/mutual-funds/tax-harvesting';
