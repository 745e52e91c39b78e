import type { AssetClass } from '../codes/portfolio.js';

/** What the asset class is read from: AMFI's category ("Equity Scheme - Large Cap Fund") and the scheme name. */
export interface AssetClassInput {
  category: string;
  name: string;
}

/**
 * Classes read from a scheme name, tried in order. Hybrid words come first (a multi-asset FoF
 * names gold too), debt before the index families (a "Nifty 1D Rate Liquid ETF" or a "Nifty SDL"
 * fund is debt), precious metals before them as well, the Indian index families before the
 * countries ("MSCI India Domestic & World Healthcare" is Indian equity), and "commodity" after
 * the index families, since "Nifty Commodities" is an index of commodity companies' shares.
 */
const NAME_RULES: readonly (readonly [RegExp, AssetClass])[] = [
  [
    /multi[\s-]*asset|asset\s+allocat|\bbalanced\b|\bhybrid\b|\barbitrage\b|equity\s+savings|life\s*cycle/i,
    'HYBRID',
  ],
  // An equity index with a slice of government bonds: "Nifty LargeMidcap250 Plus 8-13yr G-Sec 70:30".
  [/(cap\s*\d*|momentum\s*\d*)\s+plus\s.*\b(g-?sec|gilt|sdl)\b/i, 'HYBRID'],
  [
    /\b(gilt|g-?sec|sdl|bonds?|t-?bills?|treasury|debt|liquid|money\s+market|overnight|1d\s+rate|crisil[\s-]*ibx|target\s+maturity|income|constant\s+maturity)\b/i,
    'DEBT',
  ],
  [/\b(gold|silver|precious\s+metals?)\b/i, 'GOLD_COMMODITY'],
  [/\bnifty|\b(sensex|bse|msci\s+india|cpse|bharat\s+22)\b/i, 'EQUITY'],
  [
    /nasdaq|s\s?&\s?p\s*500|hang\s+seng|\bnyse\b|\bfang\b|\b(global|international|overseas|off-?shore|world|emerging\s+markets?|developed\s+markets?|china|japan|asian?|asean|europe(an)?|brazil)\b/i,
    'INTERNATIONAL',
  ],
  // "US" only in capitals: "US Equity", "U.S. Opportunities", never the letters inside a word.
  [/\bU\.?\s?S\b/, 'INTERNATIONAL'],
  [/\bcommodit(y|ies)\b/i, 'GOLD_COMMODITY'],
  [
    /\b(equity|equities|(large|mid|small|flexi|multi|all)\s*cap|midsmall\s*cap|multi[\s-]*(factor|sector)|momentum|quality|value|low[\s-]*volatility|equal\s+weight|esg|banks?|banking|pharma|healthcare|auto|metal|energy|fmcg|consumption|infrastructure|realty|pse|mnc|manufacturing|defence|shariah)\b/i,
    'EQUITY',
  ],
  // A sector index named by its letters: "Axis IT ETF".
  [/\bIT\b/, 'EQUITY'],
];

const INTERNATIONAL_NAME = NAME_RULES.filter(([, cls]) => cls === 'INTERNATIONAL').map(
  ([re]) => re,
);

/** The class a scheme name points to; null when it names nothing the rules know. */
export function assetClassOfName(name: string): AssetClass | null {
  for (const [pattern, cls] of NAME_RULES) if (pattern.test(name)) return cls;
  return null;
}

// A scheme investing abroad, whatever its underlying (FoF Overseas, ETFs investing overseas).
const OVERSEAS_CATEGORY = /overseas/i;
const METAL_ETF_CATEGORY = /\b(gold|silver)\s+etf/i;
const HYBRID_CATEGORY = /hybrid|life\s+cycle/i;
const DEBT_CATEGORY =
  /debt|income|gilt|money\s+market|liquid|overnight|bond|duration|floater|floating|fixed\s+(term|maturity)/i;
const SOLUTION_CATEGORY = /solution\s+oriented/i;
// Wrappers whose category says nothing of what they hold: index funds, ETFs, fund of funds.
const WRAPPER_CATEGORY =
  /index|\betfs?\b|exchange\s+traded|fund\s+of\s+funds|\bfof\b|other\s+scheme/i;
const EQUITY_CATEGORY = /equity|\belss\b|^growth$/i;

/**
 * A scheme's asset class: from AMFI's category where it says what the scheme holds (equity,
 * debt, hybrid, gold and silver ETFs, overseas FoFs and ETFs), and from the name's index or
 * underlying where the category is only a wrapper (Other Scheme - Index Funds, Other ETFs, FoF
 * Domestic...). Equity schemes investing abroad by their name (US, Japan, Asian equity) are
 * International; solution-oriented schemes are Hybrid unless their name says equity or debt.
 */
export function assetClassOf({ category, name }: AssetClassInput): AssetClass {
  const text = category.trim();
  if (OVERSEAS_CATEGORY.test(text)) return 'INTERNATIONAL';
  if (METAL_ETF_CATEGORY.test(text)) return 'GOLD_COMMODITY';
  if (HYBRID_CATEGORY.test(text)) return 'HYBRID';
  if (DEBT_CATEGORY.test(text)) return 'DEBT';
  if (SOLUTION_CATEGORY.test(text)) return assetClassOfName(name) ?? 'HYBRID';
  const equity = EQUITY_CATEGORY.test(text);
  if (WRAPPER_CATEGORY.test(text)) return assetClassOfName(name) ?? (equity ? 'EQUITY' : 'OTHERS');
  if (equity) return INTERNATIONAL_NAME.some((re) => re.test(name)) ? 'INTERNATIONAL' : 'EQUITY';
  return assetClassOfName(name) ?? 'OTHERS';
}
