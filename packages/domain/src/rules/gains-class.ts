import { assetClassOf, assetClassOfName, type AssetClassInput } from './asset-class.js';

/**
 * How the Income-tax Act treats the units of a scheme when they are sold, read from AMFI's
 * category (and, where the category only names a wrapper, from the scheme's name, as the
 * allocation's asset class is):
 * - EQUITY: an equity-oriented fund (Explanation to s. 112A): at least 65 % in equity shares of
 *   listed Indian companies. Short-term gains fall under s. 111A, long-term ones under s. 112A.
 * - DEBT: more than 65 % in debt and money-market instruments, so at most 35 % in Indian
 *   equity: a "specified mutual fund" of s. 50AA both as the Finance Act 2023 defined it and as
 *   the Finance (No. 2) Act 2024 redefined it.
 * - LOW_EQUITY: at most 35 % in Indian equity shares without being mostly debt (gold and silver,
 *   schemes investing abroad): specified under the 2023 definition only.
 * - OTHER: more than 35 % and less than 65 % in Indian equity and not mostly debt (balanced
 *   hybrid): never specified, never equity-oriented.
 * - UNDETERMINED: the category allows more than one of the above (dynamic asset allocation,
 *   multi-asset, life-cycle and solution-oriented schemes, domestic fund of funds): the class is
 *   not guessed, and a term or section that depends on it is reported as not determinable.
 */
export type GainsClass = 'EQUITY' | 'DEBT' | 'LOW_EQUITY' | 'OTHER' | 'UNDETERMINED';

/** The classes a scheme can turn out to be, for rules that try each. */
export const determinedGainsClasses = ['EQUITY', 'DEBT', 'LOW_EQUITY', 'OTHER'] as const;
export type DeterminedGainsClass = (typeof determinedGainsClasses)[number];

/** The class in plain words, as statements print it. */
export const gainsClassTexts: Record<GainsClass, string> = {
  EQUITY: 'Equity-oriented fund',
  DEBT: 'Debt fund (specified mutual fund, s. 50AA)',
  LOW_EQUITY: 'Gold, silver or overseas fund (at most 35 % in Indian equity, not mostly debt)',
  OTHER: 'Other fund (between 35 % and 65 % in Indian equity)',
  UNDETERMINED: 'Class not determinable from the AMFI category',
};

// A fund of funds holds units of other schemes, not shares: it is equity-oriented only when it
// puts 90 % in a listed equity ETF, which its category does not say.
const FUND_OF_FUNDS_CATEGORY = /fund\s+of\s+funds|\bfof\b/i;
const OVERSEAS_CATEGORY = /overseas/i;
// SEBI's hybrid categories: aggressive hybrid 65-80 % equity, arbitrage and equity savings at
// least 65 % in equity counting arbitrage positions, conservative hybrid 75-90 % debt, balanced
// hybrid 40-60 % equity and no arbitrage. Dynamic asset allocation and multi-asset may be anything.
const EQUITY_HYBRID_CATEGORY = /aggressive\s+hybrid|arbitrage|equity\s+savings/i;
const DEBT_HYBRID_CATEGORY = /conservative\s+hybrid/i;
const BALANCED_HYBRID_CATEGORY = /balanced\s+hybrid/i;

function hybridClass(category: string): GainsClass {
  if (EQUITY_HYBRID_CATEGORY.test(category)) return 'EQUITY';
  if (DEBT_HYBRID_CATEGORY.test(category)) return 'DEBT';
  if (BALANCED_HYBRID_CATEGORY.test(category)) return 'OTHER';
  return 'UNDETERMINED';
}

function fundOfFundsClass({ category, name }: AssetClassInput): GainsClass {
  if (OVERSEAS_CATEGORY.test(category)) return 'LOW_EQUITY';
  switch (assetClassOfName(name)) {
    case 'GOLD_COMMODITY':
    case 'INTERNATIONAL':
      return 'LOW_EQUITY';
    // At least 65 % in units of debt funds: specified under s. 50AA's clause (ii)(b) as well.
    case 'DEBT':
      return 'DEBT';
    default:
      return 'UNDETERMINED';
  }
}

/** A scheme's class for capital gains, from its AMFI category and name. */
export function gainsClassOf(input: AssetClassInput): GainsClass {
  if (FUND_OF_FUNDS_CATEGORY.test(input.category)) return fundOfFundsClass(input);
  switch (assetClassOf(input)) {
    case 'EQUITY':
      return 'EQUITY';
    case 'DEBT':
      return 'DEBT';
    case 'GOLD_COMMODITY':
    case 'INTERNATIONAL':
      return 'LOW_EQUITY';
    case 'HYBRID':
      return hybridClass(input.category);
    case 'OTHERS':
      return 'UNDETERMINED';
  }
}
