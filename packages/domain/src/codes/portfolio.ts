/** Pages of the portfolio's transaction history. */
export const transactionPageSizes = { default: 20, max: 100 } as const;

/**
 * What a portfolio's allocation groups holdings by: what the scheme holds, not how AMFI files it
 * (an index fund on the Nifty 50 is equity, a Bharat Bond ETF is debt). Others is only for a
 * scheme that fits none of the five.
 */
export const assetClasses = [
  'EQUITY',
  'DEBT',
  'HYBRID',
  'GOLD_COMMODITY',
  'INTERNATIONAL',
  'OTHERS',
] as const;
export type AssetClass = (typeof assetClasses)[number];

export const assetClassLabels: Record<AssetClass, string> = {
  EQUITY: 'Equity',
  DEBT: 'Debt',
  HYBRID: 'Hybrid',
  GOLD_COMMODITY: 'Gold/Commodity',
  INTERNATIONAL: 'International',
  OTHERS: 'Others',
};
