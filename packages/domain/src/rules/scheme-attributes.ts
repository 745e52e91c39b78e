/**
 * Scheme attributes that AMFI's NAVAll file does not publish: riskometer, exit load, minimum
 * amounts, SIP dates and frequencies, lock-in, benchmark, NFO window. They are demo attributes,
 * derived deterministically from the category, sub type, plan and name, so that every one of the
 * ~14,000 schemes behaves plausibly and the same on every machine. A real deployment reads them
 * from the registrar's scheme master instead; the shape stays the same.
 */
import type { CutOffClass } from './cut-off.js';
import type { Paise } from './money.js';

export const riskLevels = [
  'Low',
  'Low to Moderate',
  'Moderate',
  'Moderately High',
  'High',
  'Very High',
] as const;
export type RiskLevel = (typeof riskLevels)[number];
export type RiskLevelNo = 1 | 2 | 3 | 4 | 5 | 6;

export interface Riskometer {
  label: RiskLevel;
  /** 1 (Low) to 6 (Very High). */
  level: RiskLevelNo;
}

export function isRiskLevel(text: string): text is RiskLevel {
  return (riskLevels as readonly string[]).includes(text);
}

export function riskometerOf(label: RiskLevel): Riskometer {
  return { label, level: (riskLevels.indexOf(label) + 1) as RiskLevelNo };
}

/** Orders risk levels from Low to Very High: negative when a is lower than b. */
export function compareRisk(a: RiskLevel, b: RiskLevel): number {
  return riskLevels.indexOf(a) - riskLevels.indexOf(b);
}

/** SIP frequencies; freqId is what `common/getInstallmentDate` receives. */
export const sipFrequencyList = [
  { freqId: 'W', label: 'Weekly' },
  { freqId: 'M', label: 'Monthly' },
  { freqId: 'Q', label: 'Quarterly' },
] as const;
export type SipFrequencyId = (typeof sipFrequencyList)[number]['freqId'];
export interface SipFrequency {
  freqId: SipFrequencyId;
  label: string;
}

export interface ExitLoadRule {
  /** Load in basis points of the redemption value (100 = 1%). */
  basisPoints: number;
  /** Charged on units redeemed within this many days of allotment. */
  withinDays: number;
}

export interface NfoWindow {
  openDate: string;
  closeDate: string;
}

export interface SchemeAttributesInput {
  schemeCode: number;
  schemeType: string;
  subType: string;
  category: string;
  plan: string;
  name: string;
  /** 'Open Ended Schemes', 'Close Ended Schemes', 'Interval Fund Schemes'; open ended when absent. */
  structure?: string;
}

export interface SchemeAttributes {
  riskometer: Riskometer;
  /** As shown to the investor: 'Nil' or '1% if redeemed within 365 days'. */
  exitLoad: string;
  exitLoadRule: ExitLoadRule | null;
  minLumpsumPaise: Paise;
  minAdditionalPaise: Paise;
  minSipPaise: Paise;
  /** Largest amount of one purchase; null when there is no limit. */
  maxAmountPaise: Paise | null;
  /** Days of the month a monthly or quarterly SIP may fall on; a weekly SIP runs on its start weekday. */
  sipDates: number[];
  /** Empty when the scheme takes no SIP. */
  sipFrequencies: SipFrequency[];
  /** Liquid and overnight schemes: insta cash, and cut-offs of their own (cutOffClass). */
  isLiquidOrOvernight: boolean;
  /** Which cut-offs decide the NAV date of its orders (cut-off.ts). */
  cutOffClass: CutOffClass;
  /** A new fund offer: bought at the offer price during its window, see nfoWindow. */
  isNfo: boolean;
  /** Fresh and additional purchases outside an NFO (close-ended schemes and ETFs take none). */
  purchaseAllowed: boolean;
  swpAllowed: boolean;
  lockInDays: number;
  benchmark: string;
}

/** Units of a new fund offer are allotted at the face value. */
export const nfoOfferNav = '10.0000';

/**
 * The demo's new fund offers: recently launched open-ended schemes of the AMFI data, each
 * treated as open for subscription during the current calendar month.
 */
export const nfoSchemeCodes: readonly number[] = [
  154632, 154633, 154634, 154637, 154641, 154643, 154644,
];

type SchemeClass =
  | 'overnight'
  | 'liquid'
  | 'moneyMarket'
  | 'ultraShort'
  | 'lowDuration'
  | 'shortDuration'
  | 'bankingPsu'
  | 'corporateBond'
  | 'gilt10'
  | 'gilt'
  | 'creditRisk'
  | 'mediumLong'
  | 'mediumDuration'
  | 'longDuration'
  | 'dynamicBond'
  | 'floater'
  | 'debt'
  | 'arbitrage'
  | 'conservativeHybrid'
  | 'balancedAdvantage'
  | 'equitySavings'
  | 'multiAsset'
  | 'aggressiveHybrid'
  | 'elss'
  | 'largeCap'
  | 'largeMidCap'
  | 'midCap'
  | 'smallCap'
  | 'multiCap'
  | 'flexiCap'
  | 'focused'
  | 'value'
  | 'contra'
  | 'dividendYield'
  | 'sectoral'
  | 'equity'
  | 'indexEquity'
  | 'indexDebt'
  | 'indexHybrid'
  | 'etfEquity'
  | 'etfDebt'
  | 'etfGold'
  | 'etfSilver'
  | 'fofDomestic'
  | 'fofOverseas'
  | 'retirement'
  | 'children'
  | 'other';

type Family = 'cash' | 'debt' | 'hybrid' | 'equity' | 'elss' | 'index' | 'etf' | 'fof' | 'solution';

interface Profile {
  family: Family;
  risk: RiskLevel;
  benchmark: string;
  exitLoad?: ExitLoadRule | null;
  maxAmountPaise?: Paise;
}

const rupees = (amount: number): Paise => BigInt(amount) * 100n;
const oneYearLoad: ExitLoadRule = { basisPoints: 100, withinDays: 365 };
const shortLoad: ExitLoadRule = { basisPoints: 25, withinDays: 30 };

const profile = (
  family: Family,
  risk: RiskLevel,
  benchmark: string,
  extra: Pick<Profile, 'exitLoad' | 'maxAmountPaise'> = {},
): Profile => ({ family, risk, benchmark, ...extra });

// Small-cap houses cap single purchases to manage inflows; overseas schemes have industry limits.
const smallCapLimit = { maxAmountPaise: rupees(500_000) };
const overseasLimit = { maxAmountPaise: rupees(100_000) };
const broadEquity = profile('equity', 'Very High', 'NIFTY 500 TRI');
const solution = profile('solution', 'High', 'CRISIL Hybrid 35+65 - Aggressive Index');

const PROFILES: Record<SchemeClass, Profile> = {
  overnight: profile('cash', 'Low', 'NIFTY 1D Rate Index'),
  liquid: profile('cash', 'Low to Moderate', 'NIFTY Liquid Index A-I'),
  moneyMarket: profile('cash', 'Low to Moderate', 'NIFTY Money Market Index A-I'),
  ultraShort: profile('debt', 'Low to Moderate', 'NIFTY Ultra Short Duration Debt Index A-I', {
    exitLoad: null,
  }),
  lowDuration: profile('debt', 'Low to Moderate', 'NIFTY Low Duration Debt Index A-I', {
    exitLoad: null,
  }),
  shortDuration: profile('debt', 'Moderate', 'NIFTY Short Duration Debt Index A-II'),
  bankingPsu: profile('debt', 'Moderate', 'NIFTY Banking & PSU Debt Index A-II'),
  corporateBond: profile('debt', 'Moderate', 'NIFTY Corporate Bond Index A-II'),
  gilt10: profile('debt', 'Moderate', 'NIFTY 10 yr Benchmark G-Sec'),
  gilt: profile('debt', 'Moderate', 'NIFTY All Duration G-Sec Index'),
  creditRisk: profile('debt', 'Moderately High', 'NIFTY Credit Risk Bond Index B-II', {
    exitLoad: oneYearLoad,
  }),
  mediumLong: profile('debt', 'Moderate', 'NIFTY Medium to Long Duration Debt Index A-III'),
  mediumDuration: profile('debt', 'Moderately High', 'NIFTY Medium Duration Debt Index A-III'),
  longDuration: profile('debt', 'Moderate', 'NIFTY Long Duration Debt Index A-III'),
  dynamicBond: profile('debt', 'Moderate', 'NIFTY Composite Debt Index A-III'),
  floater: profile('debt', 'Low to Moderate', 'NIFTY Short Duration Debt Index A-II'),
  debt: profile('debt', 'Moderate', 'CRISIL Composite Bond Index'),
  arbitrage: profile('hybrid', 'Low', 'NIFTY 50 Arbitrage Index', { exitLoad: shortLoad }),
  conservativeHybrid: profile(
    'hybrid',
    'Moderately High',
    'CRISIL Hybrid 85+15 - Conservative Index',
  ),
  balancedAdvantage: profile(
    'hybrid',
    'Moderately High',
    'NIFTY 50 Hybrid Composite Debt 50:50 Index',
  ),
  equitySavings: profile('hybrid', 'Moderate', 'NIFTY Equity Savings Index'),
  multiAsset: profile(
    'hybrid',
    'High',
    'NIFTY 500 TRI (65%), NIFTY Composite Debt Index (25%), Domestic Price of Gold (10%)',
  ),
  aggressiveHybrid: profile('hybrid', 'Very High', 'CRISIL Hybrid 35+65 - Aggressive Index'),
  elss: profile('elss', 'Very High', 'NIFTY 500 TRI'),
  largeCap: profile('equity', 'Very High', 'NIFTY 100 TRI'),
  largeMidCap: profile('equity', 'Very High', 'NIFTY LargeMidcap 250 TRI'),
  midCap: profile('equity', 'Very High', 'NIFTY Midcap 150 TRI'),
  smallCap: profile('equity', 'Very High', 'NIFTY Smallcap 250 TRI', smallCapLimit),
  multiCap: profile('equity', 'Very High', 'NIFTY 500 Multicap 50:25:25 TRI'),
  flexiCap: broadEquity,
  focused: broadEquity,
  value: broadEquity,
  contra: broadEquity,
  dividendYield: broadEquity,
  sectoral: broadEquity,
  equity: broadEquity,
  // Index funds and ETFs take the index their name carries (trackedIndex).
  indexEquity: profile('index', 'High', ''),
  indexDebt: profile('index', 'Moderate', ''),
  indexHybrid: profile('index', 'Moderately High', ''),
  etfEquity: profile('etf', 'High', ''),
  etfDebt: profile('etf', 'Low to Moderate', ''),
  etfGold: profile('etf', 'High', 'Domestic Price of Gold'),
  etfSilver: profile('etf', 'Very High', 'Domestic Price of Silver'),
  fofDomestic: profile('fof', 'Moderately High', 'As per the underlying schemes'),
  fofOverseas: profile('fof', 'Very High', 'As per the underlying overseas schemes', overseasLimit),
  retirement: solution,
  children: solution,
  other: profile('debt', 'Moderate', 'CRISIL Composite Bond Index'),
};

/**
 * AMFI's labels drift between file versions ("Equity Scheme - ELSS", "Equity Schemes - ELSS- Tax
 * Saver Fund"), so classes are matched on words, the specific before the broad; the first wins.
 * The wrappers (index funds, ETFs, fund of funds) come first because their labels name an asset class.
 */
const CLASS_RULES: readonly (readonly [RegExp, SchemeClass])[] = [
  [/\bovernight\b/i, 'overnight'],
  [/\bliquid\b/i, 'liquid'],
  [/money market/i, 'moneyMarket'],
  [/ultra short/i, 'ultraShort'],
  [/low duration|ultra short to short/i, 'lowDuration'],
  [/banking and psu|banking & psu/i, 'bankingPsu'],
  [/corporate bond/i, 'corporateBond'],
  [/constant maturity/i, 'gilt10'],
  [/\bgilt\b/i, 'gilt'],
  [/credit risk/i, 'creditRisk'],
  [/medium to long/i, 'mediumLong'],
  [/medium (term|duration)/i, 'mediumDuration'],
  [/long (term|duration)/i, 'longDuration'],
  [/short (term|duration)/i, 'shortDuration'],
  [/dynamic (term|bond)/i, 'dynamicBond'],
  [/float/i, 'floater'],
  [/arbitrage/i, 'arbitrage'],
  [/conservative hybrid/i, 'conservativeHybrid'],
  [/balanced advantage|dynamic asset/i, 'balancedAdvantage'],
  [/equity savings/i, 'equitySavings'],
  [/multi asset/i, 'multiAsset'],
  [/aggressive hybrid|balanced hybrid/i, 'aggressiveHybrid'],
  [/\belss\b|tax saver/i, 'elss'],
  [/large ?& ?mid/i, 'largeMidCap'],
  [/large cap/i, 'largeCap'],
  [/mid cap/i, 'midCap'],
  [/small cap/i, 'smallCap'],
  [/multi cap/i, 'multiCap'],
  [/flexi cap/i, 'flexiCap'],
  [/focused/i, 'focused'],
  [/\bvalue\b/i, 'value'],
  [/contra/i, 'contra'],
  [/dividend yield/i, 'dividendYield'],
  [/sectoral|thematic/i, 'sectoral'],
  [/retirement|life cycle/i, 'retirement'],
  [/children/i, 'children'],
  [/\bequity\b|^growth$/i, 'equity'],
  [/debt|income|bond|duration|fixed maturity|fixed term/i, 'debt'],
];

const DEBT_NAME_RE =
  /debt|gilt|g-sec|gsec|\bsdl\b|bond|crisil ibx|target maturity|\bpsu\b|liquid|money market|t-bill|treasury/i;
const HYBRID_NAME_RE = /hybrid|balanced|multi asset|equity savings/i;

function fofClass(text: string): SchemeClass {
  return /overseas|global|international|nasdaq|s&p|\bus\b|world/i.test(text)
    ? 'fofOverseas'
    : 'fofDomestic';
}

function wrapperClass(category: string, name: string): SchemeClass | null {
  const text = `${category} ${name}`;
  if (/fund of funds|\bfof\b/i.test(category)) return fofClass(text);
  if (/\betfs?\b|exchange traded/i.test(category) || /\betf\b/i.test(name)) {
    if (/silver/i.test(text)) return 'etfSilver';
    if (/gold/i.test(text)) return 'etfGold';
    if (/debt/i.test(category) || DEBT_NAME_RE.test(name)) return 'etfDebt';
    return 'etfEquity';
  }
  if (/fund of funds|\bfof\b/i.test(name)) return fofClass(text);
  if (/index fund/i.test(category) || /^index funds/i.test(category)) {
    if (/debt/i.test(category) || DEBT_NAME_RE.test(name)) return 'indexDebt';
    if (/hybrid/i.test(category) || HYBRID_NAME_RE.test(name)) return 'indexHybrid';
    return 'indexEquity';
  }
  return null;
}

function classOf(input: SchemeAttributesInput): SchemeClass {
  const wrapper = wrapperClass(input.category, input.name);
  if (wrapper) return wrapper;
  for (const text of [input.subType, input.category]) {
    for (const [pattern, kind] of CLASS_RULES) if (pattern.test(text)) return kind;
  }
  // What the category does not say the scheme type usually does.
  switch (input.schemeType) {
    case 'CASH':
      return 'overnight';
    case 'LIQUID':
      return 'liquid';
    case 'EQUITY':
      return 'equity';
    default:
      return 'other';
  }
}

const INDEX_NAME_RE =
  /\b((?:nifty|sensex|bse|s&p|nasdaq|crisil|msci|hang seng|nyse|bharat|cpse|csi).*?)\s+(?:index|etf|fund|fof|fund of funds?)\b/i;

// "Nippon India ETF Nifty 50 BeES": the index follows the word ETF.
const ETF_PREFIX_RE = /\betf\s+(.+?)(?:\s+bees)?\s*$/i;

/** Index funds and ETFs are benchmarked to the index they track, which their names carry. */
function trackedIndex(name: string, kind: SchemeClass): string {
  const match = INDEX_NAME_RE.exec(name) ?? ETF_PREFIX_RE.exec(name);
  const index = match?.[1]?.trim();
  if (index) return kind === 'indexDebt' || kind === 'etfDebt' ? index : `${index} TRI`;
  return kind === 'indexDebt' || kind === 'etfDebt'
    ? 'CRISIL Composite Bond Index'
    : 'The index named in the scheme name';
}

function monthDays(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

const ALL_DAYS = monthDays(1, 28);
const DEBT_DAYS = [1, 5, 10, 15, 20, 25];

function frequencies(...ids: SipFrequencyId[]): SipFrequency[] {
  return sipFrequencyList.filter((f) => ids.includes(f.freqId)).map((f) => ({ ...f }));
}

interface FamilyRules {
  lumpsum: number;
  additional: number;
  sip: number;
  sipFrequencies: SipFrequency[];
  sipDates: number[];
  exitLoad: ExitLoadRule | null;
  lockInDays: number;
  swpAllowed: boolean;
}

// The usual open-ended scheme; each family says only where it differs.
const usual: FamilyRules = {
  lumpsum: 5_000,
  additional: 1_000,
  sip: 500,
  sipFrequencies: frequencies('W', 'M', 'Q'),
  sipDates: ALL_DAYS,
  exitLoad: oneYearLoad,
  lockInDays: 0,
  swpAllowed: true,
};
const noSip = { sip: 0, sipFrequencies: [], sipDates: [] };

const FAMILY_RULES: Record<Family, FamilyRules> = {
  cash: { ...usual, ...noSip, lumpsum: 500, additional: 500, exitLoad: null },
  debt: {
    ...usual,
    sip: 1_000,
    sipFrequencies: frequencies('M', 'Q'),
    sipDates: DEBT_DAYS,
    exitLoad: shortLoad,
  },
  hybrid: usual,
  equity: usual,
  elss: {
    ...usual,
    lumpsum: 500,
    additional: 500,
    sipFrequencies: frequencies('M', 'Q'),
    exitLoad: null,
    lockInDays: 3 * 365,
    swpAllowed: false,
  },
  index: { ...usual, lumpsum: 1_000, exitLoad: null },
  etf: { ...usual, ...noSip, exitLoad: null, swpAllowed: false },
  fof: { ...usual, sip: 1_000, sipFrequencies: frequencies('M', 'Q') },
  solution: {
    ...usual,
    sipFrequencies: frequencies('M', 'Q'),
    exitLoad: null,
    // Retirement and children's schemes: five years or the age the plan names, whichever is earlier.
    lockInDays: 5 * 365,
    swpAllowed: false,
  },
};

/**
 * The fund categories an investor chooses among when planning a goal or taking suggestions: the
 * scheme classes grouped as investors know them. Schemes of other classes (sectoral, credit risk,
 * ETFs, fund of funds...) belong to none.
 */
export const fundCategories = [
  { id: 'LIQUID', label: 'Liquid and overnight' },
  { id: 'SHORT_DEBT', label: 'Short duration debt' },
  { id: 'CORPORATE_BOND', label: 'Corporate bond and banking PSU' },
  { id: 'GILT', label: 'Gilt' },
  { id: 'ARBITRAGE', label: 'Arbitrage' },
  { id: 'EQUITY_SAVINGS', label: 'Equity savings' },
  { id: 'CONSERVATIVE_HYBRID', label: 'Conservative hybrid' },
  { id: 'BALANCED_ADVANTAGE', label: 'Balanced advantage' },
  { id: 'MULTI_ASSET', label: 'Multi asset allocation' },
  { id: 'AGGRESSIVE_HYBRID', label: 'Aggressive hybrid' },
  { id: 'EQUITY_INDEX', label: 'Equity index funds' },
  { id: 'LARGE_CAP', label: 'Large cap' },
  { id: 'LARGE_MID_CAP', label: 'Large and mid cap' },
  { id: 'FLEXI_CAP', label: 'Flexi and multi cap' },
  { id: 'MID_CAP', label: 'Mid cap' },
  { id: 'SMALL_CAP', label: 'Small cap' },
  { id: 'ELSS', label: 'ELSS (tax saver)' },
] as const;
export type FundCategoryId = (typeof fundCategories)[number]['id'];
export const fundCategoryIds = fundCategories.map((c) => c.id) as [
  FundCategoryId,
  ...FundCategoryId[],
];

const CATEGORY_OF_CLASS: Partial<Record<SchemeClass, FundCategoryId>> = {
  overnight: 'LIQUID',
  liquid: 'LIQUID',
  moneyMarket: 'LIQUID',
  ultraShort: 'SHORT_DEBT',
  lowDuration: 'SHORT_DEBT',
  shortDuration: 'SHORT_DEBT',
  floater: 'SHORT_DEBT',
  corporateBond: 'CORPORATE_BOND',
  bankingPsu: 'CORPORATE_BOND',
  gilt: 'GILT',
  gilt10: 'GILT',
  arbitrage: 'ARBITRAGE',
  equitySavings: 'EQUITY_SAVINGS',
  conservativeHybrid: 'CONSERVATIVE_HYBRID',
  balancedAdvantage: 'BALANCED_ADVANTAGE',
  multiAsset: 'MULTI_ASSET',
  aggressiveHybrid: 'AGGRESSIVE_HYBRID',
  indexEquity: 'EQUITY_INDEX',
  largeCap: 'LARGE_CAP',
  largeMidCap: 'LARGE_MID_CAP',
  flexiCap: 'FLEXI_CAP',
  multiCap: 'FLEXI_CAP',
  midCap: 'MID_CAP',
  smallCap: 'SMALL_CAP',
  elss: 'ELSS',
};

export function isFundCategoryId(text: string): text is FundCategoryId {
  return (fundCategoryIds as readonly string[]).includes(text);
}

export function fundCategoryLabel(id: FundCategoryId): string {
  return fundCategories.find((c) => c.id === id)?.label ?? id;
}

/** The category of a scheme open for purchase; null for close-ended schemes and other classes. */
export function fundCategoryOf(input: SchemeAttributesInput): FundCategoryId | null {
  if (/close|interval/i.test(input.structure ?? '')) return null;
  return CATEGORY_OF_CLASS[classOf(input)] ?? null;
}

/** The highest riskometer among a category's classes: what its riskiest scheme carries. */
export function fundCategoryRisk(id: FundCategoryId): Riskometer {
  let highest: RiskLevel = 'Low';
  for (const [kind, category] of Object.entries(CATEGORY_OF_CLASS)) {
    const risk = PROFILES[kind as SchemeClass].risk;
    if (category === id && compareRisk(risk, highest) > 0) highest = risk;
  }
  return riskometerOf(highest);
}

export function exitLoadText(rule: ExitLoadRule | null): string {
  if (!rule) return 'Nil';
  const whole = Math.trunc(rule.basisPoints / 100);
  const fraction = String(rule.basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const percent = fraction ? `${whole}.${fraction}` : String(whole);
  return `${percent}% if redeemed within ${rule.withinDays} days`;
}

export function isNfoScheme(schemeCode: number): boolean {
  return nfoSchemeCodes.includes(schemeCode);
}

export function schemeAttributes(input: SchemeAttributesInput): SchemeAttributes {
  const kind = classOf(input);
  const profile = PROFILES[kind];
  const rules = FAMILY_RULES[profile.family];
  const closeEnded = /close|interval/i.test(input.structure ?? '');
  const isNfo = !closeEnded && isNfoScheme(input.schemeCode);
  const exitLoadRule = profile.exitLoad === undefined ? rules.exitLoad : profile.exitLoad;
  const takesSip = !closeEnded && rules.sipFrequencies.length > 0;
  const benchmark = profile.benchmark || trackedIndex(input.name, kind);
  return {
    riskometer: riskometerOf(profile.risk),
    exitLoad: exitLoadText(closeEnded ? null : exitLoadRule),
    exitLoadRule: closeEnded ? null : exitLoadRule,
    minLumpsumPaise: rupees(rules.lumpsum),
    minAdditionalPaise: rupees(rules.additional),
    minSipPaise: takesSip ? rupees(rules.sip) : 0n,
    maxAmountPaise: profile.maxAmountPaise ?? null,
    sipDates: takesSip ? [...rules.sipDates] : [],
    sipFrequencies: takesSip ? rules.sipFrequencies.map((f) => ({ ...f })) : [],
    isLiquidOrOvernight: kind === 'liquid' || kind === 'overnight',
    cutOffClass: kind === 'overnight' ? 'OVERNIGHT' : kind === 'liquid' ? 'LIQUID' : 'OTHER',
    isNfo,
    purchaseAllowed: !closeEnded && profile.family !== 'etf',
    swpAllowed: !closeEnded && !isNfo && rules.swpAllowed,
    lockInDays: rules.lockInDays,
    benchmark,
  };
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The subscription window of a demo NFO: the calendar month of `todayIso` (India date), so the
 * offer is always open on the day the demo runs. Null for a scheme that is not an NFO.
 */
export function nfoWindow(schemeCode: number, todayIso: string): NfoWindow | null {
  if (!isNfoScheme(schemeCode)) return null;
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(todayIso);
  if (!match) throw new RangeError(`Not an ISO date: '${todayIso}'`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const prefix = `${match[1]}-${match[2]}`;
  return {
    openDate: `${prefix}-01`,
    closeDate: `${prefix}-${String(lastDayOfMonth(year, month)).padStart(2, '0')}`,
  };
}

/** Where a new fund offer stands on a day: before its window, in it, or after it. */
export type NfoStatus = 'UPCOMING' | 'OPEN' | 'CLOSED';

export function nfoStatus(window: NfoWindow, todayIso: string): NfoStatus {
  if (todayIso < window.openDate) return 'UPCOMING';
  return todayIso > window.closeDate ? 'CLOSED' : 'OPEN';
}
