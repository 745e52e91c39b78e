/**
 * Scheme attributes that AMFI's NAVAll file does not publish: riskometer, exit load, minimum
 * amounts, SIP dates and frequencies, lock-in, benchmark, NFO window. They are demo attributes,
 * derived deterministically from the category, sub type, plan and name, so that every one of the
 * ~14,000 schemes behaves plausibly and the same on every machine. A real deployment reads them
 * from the registrar's scheme master instead; the shape stays the same.
 */

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
  minLumpsumPaise: number;
  minAdditionalPaise: number;
  minSipPaise: number;
  /** Largest amount of one purchase; null when there is no limit. */
  maxAmountPaise: number | null;
  /** Days of the month a monthly or quarterly SIP may fall on; a weekly SIP runs on its start weekday. */
  sipDates: number[];
  /** Empty when the scheme takes no SIP. */
  sipFrequencies: SipFrequency[];
  /** Liquid and overnight schemes: the 1:30 pm cut-off applies to purchases. */
  isLiquidOrOvernight: boolean;
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
  maxAmountPaise?: number;
}

const rupees = (amount: number) => amount * 100;
const oneYearLoad: ExitLoadRule = { basisPoints: 100, withinDays: 365 };
const shortLoad: ExitLoadRule = { basisPoints: 25, withinDays: 30 };

const PROFILES: Record<SchemeClass, Profile> = {
  overnight: { family: 'cash', risk: 'Low', benchmark: 'NIFTY 1D Rate Index' },
  liquid: { family: 'cash', risk: 'Low to Moderate', benchmark: 'NIFTY Liquid Index A-I' },
  moneyMarket: {
    family: 'cash',
    risk: 'Low to Moderate',
    benchmark: 'NIFTY Money Market Index A-I',
  },
  ultraShort: {
    family: 'debt',
    risk: 'Low to Moderate',
    benchmark: 'NIFTY Ultra Short Duration Debt Index A-I',
    exitLoad: null,
  },
  lowDuration: {
    family: 'debt',
    risk: 'Low to Moderate',
    benchmark: 'NIFTY Low Duration Debt Index A-I',
    exitLoad: null,
  },
  shortDuration: {
    family: 'debt',
    risk: 'Moderate',
    benchmark: 'NIFTY Short Duration Debt Index A-II',
  },
  bankingPsu: {
    family: 'debt',
    risk: 'Moderate',
    benchmark: 'NIFTY Banking & PSU Debt Index A-II',
  },
  corporateBond: {
    family: 'debt',
    risk: 'Moderate',
    benchmark: 'NIFTY Corporate Bond Index A-II',
  },
  gilt10: { family: 'debt', risk: 'Moderate', benchmark: 'NIFTY 10 yr Benchmark G-Sec' },
  gilt: { family: 'debt', risk: 'Moderate', benchmark: 'NIFTY All Duration G-Sec Index' },
  creditRisk: {
    family: 'debt',
    risk: 'Moderately High',
    benchmark: 'NIFTY Credit Risk Bond Index B-II',
    exitLoad: oneYearLoad,
  },
  mediumLong: {
    family: 'debt',
    risk: 'Moderate',
    benchmark: 'NIFTY Medium to Long Duration Debt Index A-III',
  },
  mediumDuration: {
    family: 'debt',
    risk: 'Moderately High',
    benchmark: 'NIFTY Medium Duration Debt Index A-III',
  },
  longDuration: {
    family: 'debt',
    risk: 'Moderate',
    benchmark: 'NIFTY Long Duration Debt Index A-III',
  },
  dynamicBond: { family: 'debt', risk: 'Moderate', benchmark: 'NIFTY Composite Debt Index A-III' },
  floater: {
    family: 'debt',
    risk: 'Low to Moderate',
    benchmark: 'NIFTY Short Duration Debt Index A-II',
  },
  debt: { family: 'debt', risk: 'Moderate', benchmark: 'CRISIL Composite Bond Index' },
  arbitrage: {
    family: 'hybrid',
    risk: 'Low',
    benchmark: 'NIFTY 50 Arbitrage Index',
    exitLoad: shortLoad,
  },
  conservativeHybrid: {
    family: 'hybrid',
    risk: 'Moderately High',
    benchmark: 'CRISIL Hybrid 85+15 - Conservative Index',
  },
  balancedAdvantage: {
    family: 'hybrid',
    risk: 'Moderately High',
    benchmark: 'NIFTY 50 Hybrid Composite Debt 50:50 Index',
  },
  equitySavings: { family: 'hybrid', risk: 'Moderate', benchmark: 'NIFTY Equity Savings Index' },
  multiAsset: {
    family: 'hybrid',
    risk: 'High',
    benchmark:
      'NIFTY 500 TRI (65%), NIFTY Composite Debt Index (25%), Domestic Price of Gold (10%)',
  },
  aggressiveHybrid: {
    family: 'hybrid',
    risk: 'Very High',
    benchmark: 'CRISIL Hybrid 35+65 - Aggressive Index',
  },
  elss: { family: 'elss', risk: 'Very High', benchmark: 'NIFTY 500 TRI' },
  largeCap: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY 100 TRI' },
  largeMidCap: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY LargeMidcap 250 TRI' },
  midCap: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY Midcap 150 TRI' },
  smallCap: {
    family: 'equity',
    risk: 'Very High',
    benchmark: 'NIFTY Smallcap 250 TRI',
    // Small-cap houses cap single purchases to manage inflows.
    maxAmountPaise: rupees(500_000),
  },
  multiCap: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY 500 Multicap 50:25:25 TRI' },
  flexiCap: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY 500 TRI' },
  focused: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY 500 TRI' },
  value: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY 500 TRI' },
  contra: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY 500 TRI' },
  dividendYield: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY 500 TRI' },
  sectoral: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY 500 TRI' },
  equity: { family: 'equity', risk: 'Very High', benchmark: 'NIFTY 500 TRI' },
  indexEquity: { family: 'index', risk: 'High', benchmark: '' },
  indexDebt: { family: 'index', risk: 'Moderate', benchmark: '' },
  indexHybrid: { family: 'index', risk: 'Moderately High', benchmark: '' },
  etfEquity: { family: 'etf', risk: 'High', benchmark: '' },
  etfDebt: { family: 'etf', risk: 'Low to Moderate', benchmark: '' },
  etfGold: { family: 'etf', risk: 'High', benchmark: 'Domestic Price of Gold' },
  etfSilver: { family: 'etf', risk: 'Very High', benchmark: 'Domestic Price of Silver' },
  fofDomestic: {
    family: 'fof',
    risk: 'Moderately High',
    benchmark: 'As per the underlying schemes',
  },
  fofOverseas: {
    family: 'fof',
    risk: 'Very High',
    benchmark: 'As per the underlying overseas schemes',
    // Overseas investment limits of the industry.
    maxAmountPaise: rupees(100_000),
  },
  retirement: {
    family: 'solution',
    risk: 'High',
    benchmark: 'CRISIL Hybrid 35+65 - Aggressive Index',
  },
  children: {
    family: 'solution',
    risk: 'High',
    benchmark: 'CRISIL Hybrid 35+65 - Aggressive Index',
  },
  other: { family: 'debt', risk: 'Moderate', benchmark: 'CRISIL Composite Bond Index' },
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

const FAMILY_RULES: Record<Family, FamilyRules> = {
  cash: {
    lumpsum: 500,
    additional: 500,
    sip: 0,
    sipFrequencies: [],
    sipDates: [],
    exitLoad: null,
    lockInDays: 0,
    swpAllowed: true,
  },
  debt: {
    lumpsum: 5_000,
    additional: 1_000,
    sip: 1_000,
    sipFrequencies: frequencies('M', 'Q'),
    sipDates: DEBT_DAYS,
    exitLoad: shortLoad,
    lockInDays: 0,
    swpAllowed: true,
  },
  hybrid: {
    lumpsum: 5_000,
    additional: 1_000,
    sip: 500,
    sipFrequencies: frequencies('W', 'M', 'Q'),
    sipDates: ALL_DAYS,
    exitLoad: oneYearLoad,
    lockInDays: 0,
    swpAllowed: true,
  },
  equity: {
    lumpsum: 5_000,
    additional: 1_000,
    sip: 500,
    sipFrequencies: frequencies('W', 'M', 'Q'),
    sipDates: ALL_DAYS,
    exitLoad: oneYearLoad,
    lockInDays: 0,
    swpAllowed: true,
  },
  elss: {
    lumpsum: 500,
    additional: 500,
    sip: 500,
    sipFrequencies: frequencies('M', 'Q'),
    sipDates: ALL_DAYS,
    exitLoad: null,
    lockInDays: 3 * 365,
    swpAllowed: false,
  },
  index: {
    lumpsum: 1_000,
    additional: 1_000,
    sip: 500,
    sipFrequencies: frequencies('W', 'M', 'Q'),
    sipDates: ALL_DAYS,
    exitLoad: null,
    lockInDays: 0,
    swpAllowed: true,
  },
  etf: {
    lumpsum: 5_000,
    additional: 1_000,
    sip: 0,
    sipFrequencies: [],
    sipDates: [],
    exitLoad: null,
    lockInDays: 0,
    swpAllowed: false,
  },
  fof: {
    lumpsum: 5_000,
    additional: 1_000,
    sip: 1_000,
    sipFrequencies: frequencies('M', 'Q'),
    sipDates: ALL_DAYS,
    exitLoad: oneYearLoad,
    lockInDays: 0,
    swpAllowed: true,
  },
  solution: {
    lumpsum: 5_000,
    additional: 1_000,
    sip: 500,
    sipFrequencies: frequencies('M', 'Q'),
    sipDates: ALL_DAYS,
    exitLoad: null,
    // Retirement and children's schemes: five years or the age the plan names, whichever is earlier.
    lockInDays: 5 * 365,
    swpAllowed: false,
  },
};

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
    minSipPaise: takesSip ? rupees(rules.sip) : 0,
    maxAmountPaise: profile.maxAmountPaise ?? null,
    sipDates: takesSip ? [...rules.sipDates] : [],
    sipFrequencies: takesSip ? rules.sipFrequencies.map((f) => ({ ...f })) : [],
    isLiquidOrOvernight: kind === 'liquid' || kind === 'overnight',
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
