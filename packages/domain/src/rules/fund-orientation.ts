import { assetClassOf, type AssetClassInput } from './asset-class.js';

/**
 * How a scheme's redemptions settle (settlement.ts): EQUITY for equity-oriented schemes (at least
 * 65 % in Indian equity: equity and ELSS schemes, equity index funds and ETFs, and the hybrids
 * that hold that much by mandate), DEBT for debt, liquid and overnight schemes, OTHER for the rest
 * (other hybrids, gold and silver, schemes investing abroad, fund of funds). The tax on the sale
 * follows gainsClassOf, which does not guess where the category cannot tell.
 */
export type FundOrientation = 'EQUITY' | 'DEBT' | 'OTHER';

// Aggressive hybrid, arbitrage and equity savings funds keep 65 % or more in equity (arbitrage
// positions count); balanced advantage funds are run that way almost without exception.
const EQUITY_HYBRID_CATEGORY =
  /aggressive\s+hybrid|balanced\s+hybrid|arbitrage|equity\s+savings|balanced\s+advantage|dynamic\s+asset/i;
// A fund of funds holds units of other schemes, not shares, whatever its name tracks.
const FUND_OF_FUNDS_CATEGORY = /fund\s+of\s+funds|\bfof\b/i;

/** A scheme's orientation, read from AMFI's category and its name as the asset class is. */
export function fundOrientationOf(input: AssetClassInput): FundOrientation {
  if (FUND_OF_FUNDS_CATEGORY.test(input.category)) return 'OTHER';
  const assetClass = assetClassOf(input);
  if (assetClass === 'EQUITY') return 'EQUITY';
  if (assetClass === 'DEBT') return 'DEBT';
  if (assetClass === 'HYBRID' && EQUITY_HYBRID_CATEGORY.test(input.category)) return 'EQUITY';
  return 'OTHER';
}
