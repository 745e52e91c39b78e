import type { Plan, SchemeOption, SchemeType } from '../codes/scheme-types.js';

export type AmfiFormat = 6 | 8;

export interface ParsedScheme {
  schemeCode: number;
  isinGrowth: string | null;
  isinReinvest: string | null;
  name: string;
  amc: string;
  structure: string;
  category: string;
  subType: string;
  schemeType: SchemeType;
  plan: Plan;
  option: SchemeOption;
  /**
   * False when the line said nothing about the plan and REGULAR is only a default: the 8-field
   * format often leaves Plan empty and shortens the name, so an importer should keep what it knew.
   */
  planKnown: boolean;
  optionKnown: boolean;
  /** Exactly as in the file: NAVs are stored as numeric, never through a float. */
  nav: string;
  navDate: string;
  line: number;
}

export interface AmfiLineError {
  line: number;
  text: string;
  reason: string;
}

export interface AmfiParseResult {
  /** Field count announced by the header line; null when the text has none. */
  format: AmfiFormat | null;
  schemes: ParsedScheme[];
  errors: AmfiLineError[];
}

export interface NavHistoryRow {
  schemeCode: number;
  navDate: string;
  nav: string;
}

export type NavHistoryRowResult = { ok: true; row: NavHistoryRow } | { ok: false; reason: string };

export const navHistoryHeader = 'scheme_code,nav_date,nav';

const MONTHS: Record<string, number> = {
  jan: 1,
  feb: 2,
  mar: 3,
  apr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  oct: 10,
  nov: 11,
  dec: 12,
};
const MAX_INT = 2_147_483_647;
const NAV_RE = /^(?:\d{1,20}(?:\.\d{0,12})?|\.\d{1,12})$/;
const CODE_RE = /^\d{1,10}$/;
const AMFI_DATE_RE = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/;
const ISO_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SECTION_RE = /^(.*?\bSchemes?)\s*\((.*)\)$/i;

function isValidDay(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

function iso(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** `21-Aug-2026` -> `2026-08-21`; null when it is not a real calendar date in that form. */
export function parseAmfiDate(text: string): string | null {
  const m = AMFI_DATE_RE.exec(text.trim());
  if (!m) return null;
  const month = MONTHS[m[2]!.toLowerCase()];
  const year = Number(m[3]);
  const day = Number(m[1]);
  if (month === undefined || !isValidDay(year, month, day)) return null;
  return iso(year, month, day);
}

export function isIsoDate(text: string): boolean {
  const m = ISO_DATE_RE.exec(text);
  return m !== null && isValidDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

export function isNavDecimal(text: string): boolean {
  return NAV_RE.test(text);
}

function parseSchemeCode(text: string): number | null {
  if (!CODE_RE.test(text)) return null;
  const code = Number(text);
  return code > 0 && code <= MAX_INT ? code : null;
}

/**
 * The desk offers five scheme types (spec 3 section 9) while AMFI publishes ~100 category labels
 * that drift between file versions. Rules are tried in order; the first match wins, so the
 * specific ones (Liquid, Overnight) and the wrappers (index funds, ETFs, FoFs, hybrids, whose
 * labels also mention "Debt" or "Equity") come before the broad asset classes.
 */
const SCHEME_TYPE_RULES: readonly (readonly [RegExp, SchemeType])[] = [
  [/\bliquid\b/i, 'LIQUID'],
  [/\bovernight\b/i, 'CASH'],
  [
    /index fund|\betfs?\b|exchange traded|fund of funds|\bfof\b|hybrid|solution oriented|life cycle|other scheme/i,
    'OTHERS',
  ],
  [
    /debt|income|gilt|money market|fixed term|fixed maturity|bond|duration|floater|floating/i,
    'DEBT',
  ],
  [/equity|\belss\b|^growth$/i, 'EQUITY'],
];

export function schemeTypeOf(category: string): SchemeType {
  for (const [pattern, type] of SCHEME_TYPE_RULES) if (pattern.test(category)) return type;
  return 'OTHERS';
}

const DIRECT_RE = /\bdirect\b/i;
// AMCs misspell IDCW (ICDW, IDWC, Divdend) and vary the wording; all of these pay out.
const IDCW_RE =
  /\b(i?dcw|icdw|idwc|div|dividend|divdend|pay-?out|re-?invest(ment)?)\b|\bincome\s+(cum\s+)?distribution\b/i;
const GROWTH_RE = /\b(growth|bonus|cumulative|principal units)\b/i;
// "Direct Plan - Quarterly" names a payout frequency; inside a name ("Monthly Income Plan") it does not.
const FREQUENCY_RE = /\b(daily|weekly|fortnightly|monthly|quarterly|half[- ]?yearly|annual)\b/i;
const TRAILING_FREQUENCY_RE = new RegExp(`${FREQUENCY_RE.source}(\\s+option)?$`, 'i');
// An equity category, not a payout: "Tata Dividend Yield Fund - Growth" is a growth option.
const DIVIDEND_YIELD_RE = /\bdividend\s+yield\b/gi;

/**
 * The 8-field file sometimes puts "Direct" in the Option column ("Regular Plan;Direct"), so all
 * three places count. REGULAR is only known when the Plan column is filled in.
 */
export function derivePlan(
  planField: string,
  optionField: string,
  name: string,
): { plan: Plan; known: boolean } {
  if ([planField, optionField, name].some((text) => DIRECT_RE.test(text)))
    return { plan: 'DIRECT', known: true };
  return { plan: 'REGULAR', known: planField !== '' };
}

export function deriveOption(
  optionField: string,
  name: string,
  isinReinvest: string | null,
): { option: SchemeOption; known: boolean } {
  const text = `${optionField} ${name}`.replace(DIVIDEND_YIELD_RE, ' ');
  if (IDCW_RE.test(text)) return { option: 'IDCW', known: true };
  if (GROWTH_RE.test(text)) return { option: 'GROWTH', known: true };
  if (FREQUENCY_RE.test(optionField) || TRAILING_FREQUENCY_RE.test(name.trim())) {
    return { option: 'IDCW', known: true };
  }
  if (optionField !== '') return { option: 'GROWTH', known: true };
  // Only payout options carry a reinvestment ISIN.
  if (isinReinvest !== null) return { option: 'IDCW', known: true };
  return { option: 'GROWTH', known: false };
}

interface Context {
  amc: string;
  structure: string;
  category: string;
}

function isin(text: string): string | null {
  const value = text.trim();
  return value === '' || value === '-' ? null : value;
}

function subTypeOf(category: string): string {
  const at = category.indexOf(' - ');
  return at < 0 ? category : category.slice(at + 3).trim();
}

function parseRow(
  fields: string[],
  format: AmfiFormat,
  ctx: Context,
  line: number,
): ParsedScheme | string {
  const f = fields.map((x) => x.trim());
  const [code, isinA = '', isinB = '', name = ''] = f;
  const planField = format === 8 ? (f[4] ?? '') : '';
  const optionField = format === 8 ? (f[5] ?? '') : '';
  const navText = f[format - 2] ?? '';
  const dateText = f[format - 1] ?? '';
  const schemeCode = parseSchemeCode(code ?? '');
  if (schemeCode === null) return `scheme code "${code}" is not a number`;
  if (name === '') return 'scheme name is empty';
  if (!isNavDecimal(navText)) return `NAV "${navText}" is not a number`;
  const navDate = parseAmfiDate(dateText);
  if (navDate === null) return `date "${dateText}" is not DD-Mon-YYYY`;
  const isinReinvest = isin(isinB);
  const plan = derivePlan(planField, optionField, name);
  const option = deriveOption(optionField, name, isinReinvest);
  // The 6-field name is the full AMFI name, so saying nothing about the plan does mean Regular.
  const fullName = format === 6;
  return {
    schemeCode,
    isinGrowth: isin(isinA),
    isinReinvest,
    name,
    amc: ctx.amc,
    structure: ctx.structure,
    category: ctx.category,
    subType: subTypeOf(ctx.category),
    schemeType: schemeTypeOf(ctx.category),
    plan: plan.plan,
    option: option.option,
    planKnown: plan.known || fullName,
    optionKnown: option.known || fullName,
    nav: navText,
    navDate,
    line,
  };
}

function headerFormat(line: string): AmfiFormat | null | undefined {
  if (!/^scheme code\s*;/i.test(line)) return undefined;
  const count = line.split(';').length;
  return count === 6 || count === 8 ? count : null;
}

/** Parses a NAVAll.txt in either format; a bad line is reported and skipped, never thrown. */
export function parseNavAll(text: string): AmfiParseResult {
  const lines = text.split(/\r\n|\n|\r/);
  const schemes: ParsedScheme[] = [];
  const errors: AmfiLineError[] = [];
  const ctx: Context = { amc: '', structure: '', category: '' };
  let format: AmfiFormat | null = null;
  let seenContent = false;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === '') continue;
    const header = headerFormat(trimmed);
    if (header !== undefined) {
      if (header === null)
        errors.push({ line, text: raw, reason: 'header is neither the 6- nor the 8-field format' });
      else if (!seenContent) format = header;
      seenContent = true;
      continue;
    }
    seenContent = true;
    if (!trimmed.includes(';')) {
      const section = SECTION_RE.exec(trimmed);
      if (section) {
        ctx.structure = section[1]!.replace(/\s*Schemes?$/i, '').trim();
        ctx.category = section[2]!.trim();
      } else {
        ctx.amc = trimmed;
      }
      continue;
    }
    const fields = trimmed.split(';');
    const expected: AmfiFormat | null =
      format ?? (fields.length === 6 || fields.length === 8 ? fields.length : null);
    if (expected === null || fields.length !== expected) {
      errors.push({
        line,
        text: raw,
        reason: `expected ${format ?? '6 or 8'} fields, found ${fields.length}`,
      });
      continue;
    }
    const parsed = parseRow(fields, expected, ctx, line);
    if (typeof parsed === 'string') errors.push({ line, text: raw, reason: parsed });
    else schemes.push(parsed);
  }
  return { format, schemes, errors };
}

/** One data line of nav-history.csv (`scheme_code,nav_date,nav`, ISO dates). */
export function parseNavHistoryRow(text: string): NavHistoryRowResult {
  const fields = text.trim().split(',');
  if (fields.length !== 3)
    return { ok: false, reason: `expected 3 fields, found ${fields.length}` };
  const [code = '', navDate = '', nav = ''] = fields;
  const schemeCode = parseSchemeCode(code);
  if (schemeCode === null) return { ok: false, reason: `scheme code "${code}" is not a number` };
  if (!isIsoDate(navDate)) return { ok: false, reason: `date "${navDate}" is not YYYY-MM-DD` };
  if (!isNavDecimal(nav)) return { ok: false, reason: `NAV "${nav}" is not a number` };
  return { ok: true, row: { schemeCode, navDate, nav } };
}

/** The header of a grandfathering NAV file: each scheme's NAV of 31-01-2018, one a line. */
export const grandfatheringNavHeader = 'scheme_code,nav';

export interface GrandfatheringNavRow {
  schemeCode: number;
  nav: string;
}

export type GrandfatheringNavRowResult =
  { ok: true; row: GrandfatheringNavRow } | { ok: false; reason: string };

/** One data line of a grandfathering NAV file (`scheme_code,nav`); a NAV of zero is refused. */
export function parseGrandfatheringNavRow(text: string): GrandfatheringNavRowResult {
  const fields = text
    .trim()
    .split(',')
    .map((field) => field.trim());
  if (fields.length !== 2)
    return { ok: false, reason: `expected 2 fields, found ${fields.length}` };
  const [code = '', nav = ''] = fields;
  const schemeCode = parseSchemeCode(code);
  if (schemeCode === null) return { ok: false, reason: `scheme code "${code}" is not a number` };
  if (!isNavDecimal(nav) || !/[1-9]/.test(nav))
    return { ok: false, reason: `NAV "${nav}" is not a positive number` };
  return { ok: true, row: { schemeCode, nav } };
}
