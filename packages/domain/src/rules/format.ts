/**
 * Amounts, NAVs, dates and words as the desk shows them (spec 1 section 9). Money never passes
 * through binary floating point: figures are parsed as decimal strings and rounded digit by digit,
 * and paise are integers (bigint).
 */
import { istDate } from './ist-date.js';

export type DecimalInput = string | number | bigint;

interface Decimal {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for none). */
  whole: string;
  fraction: string;
}

const decimalPattern = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,3}))?$/i;

function parseDecimal(value: DecimalInput): Decimal {
  if (typeof value === 'number' && !Number.isFinite(value))
    throw new RangeError(`Not a finite number: ${value}`);
  const text = typeof value === 'string' ? value.trim() : String(value);
  const match = decimalPattern.exec(text);
  const [, sign, whole = '', fraction = '', exponent = '0'] = match ?? [];
  if (!match || whole.length + fraction.length === 0)
    throw new RangeError(`Not a decimal number: '${text}'`);
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  const padded = point <= 0 ? '0'.repeat(1 - point) + digits : digits.padEnd(point, '0');
  const at = Math.max(point, 1);
  return {
    negative: sign === '-',
    whole: padded.slice(0, at).replace(/^0+(?=\d)/, ''),
    fraction: padded.slice(at).replace(/0+$/, ''),
  };
}

/** Rounds half away from zero, as the exchanges and registrars round for display. */
function roundDecimal(value: Decimal, decimals: number): Decimal {
  const fraction = value.fraction.padEnd(decimals + 1, '0');
  let kept = BigInt(value.whole + fraction.slice(0, decimals));
  if ((fraction[decimals] ?? '0') >= '5') kept += 1n;
  const digits = kept.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  return { negative: value.negative && kept !== 0n, whole, fraction: digits.slice(whole.length) };
}

/** 12345678 -> 1,23,45,678: the last three digits, then pairs. */
export function groupIndian(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new RangeError(`Not a digit string: '${digits}'`);
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 1 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

export interface FigureOptions {
  /** Prefix the rupee sign (after any minus sign): -₹1,234.00. */
  symbol?: boolean;
}

export const rupeeSymbol = '₹';

function render(value: Decimal, decimals: number, { symbol = false }: FigureOptions): string {
  const figure = groupIndian(value.whole) + (decimals > 0 ? `.${value.fraction}` : '');
  return `${value.negative ? '-' : ''}${symbol ? rupeeSymbol : ''}${figure}`;
}

/** A decimal figure with Indian grouping and a fixed number of decimals: '1234567.891' -> 12,34,567.89. */
export function formatDecimal(
  value: DecimalInput,
  decimals: number,
  options: FigureOptions = {},
): string {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20)
    throw new RangeError(`Unsupported number of decimals: ${decimals}`);
  return render(roundDecimal(parseDecimal(value), decimals), decimals, options);
}

/** NAV-like figures (NAV, units) show 3 decimals; amounts and everything else 2. */
export const figureDecimals = { nav: 3, units: 3, amount: 2, percent: 2, other: 2 } as const;
export type FigureKind = keyof typeof figureDecimals;

export function formatFigure(
  value: DecimalInput,
  kind: FigureKind,
  options: FigureOptions = {},
): string {
  return formatDecimal(value, figureDecimals[kind], options);
}

export const formatAmount = (value: DecimalInput, options: FigureOptions = {}) =>
  formatDecimal(value, figureDecimals.amount, options);

export const formatNav = (value: DecimalInput, options: FigureOptions = {}) =>
  formatDecimal(value, figureDecimals.nav, options);

function toInteger(value: DecimalInput, what: string): bigint {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value))
      throw new RangeError(`${what} must be a safe integer: ${value}`);
    return BigInt(value);
  }
  const text = value.trim();
  if (!/^[+-]?\d+$/.test(text)) throw new RangeError(`${what} must be an integer: '${value}'`);
  return BigInt(text);
}

/** Integer paise as rupees: 1234567800 -> ₹1,23,45,678.00. */
export function formatPaise(paise: DecimalInput, { symbol = true }: FigureOptions = {}): string {
  const amount = toInteger(paise, 'Paise');
  const negative = amount < 0n;
  const abs = negative ? -amount : amount;
  const whole = (abs / 100n).toString();
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return render({ negative, whole, fraction }, 2, { symbol });
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * DD-MM-YYYY (or DD/MM/YYYY, as netWorthReport's asOnDate wants). A date-only 'YYYY-MM-DD' is taken
 * as it is; an instant (Date or ISO timestamp) is shown as its India date.
 */
export function formatDate(value: Date | string, separator: '-' | '/' = '-'): string {
  let iso: string;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.trim())) iso = value.trim();
  else iso = istDate(typeof value === 'string' ? new Date(value) : value);
  const [year = '', month = '', day = ''] = iso.split('-');
  if (!isCalendarDate(Number(year), Number(month), Number(day)))
    throw new RangeError(`Invalid date: '${String(value)}'`);
  return [day, month, year].join(separator);
}

/** As formatDate, but a reply's value that is not a date is shown as it came, not thrown at a screen. */
export function showDate(value: string): string {
  try {
    return formatDate(value);
  } catch {
    return value;
  }
}

/** 'DD-MM-YYYY' or 'DD/MM/YYYY' as 'YYYY-MM-DD'; null when it is not a calendar date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{2})([-/])(\d{2})\2(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day = '', , month = '', year = ''] = match;
  return isCalendarDate(Number(year), Number(month), Number(day))
    ? `${year}-${month}-${day}`
    : null;
}

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  return [tens[Math.floor(n / 10)], ones[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds > 0 ? `${ones[hundreds]} Hundred` : '', belowHundred(n % 100)]
    .filter(Boolean)
    .join(' ');
}

/** Up to 10 digits (spec 1 section 9): 9,99,99,99,999 at most. */
export const numberToWordsMax = 9_999_999_999n;

function integerWords(value: bigint): string {
  if (value < 0n || value > numberToWordsMax)
    throw new RangeError(`Number to words supports 0 to ${numberToWordsMax}: ${value}`);
  const n = Number(value);
  if (n === 0) return 'Zero';
  const crore = Math.floor(n / 10_000_000);
  const lakh = Math.floor(n / 100_000) % 100;
  const thousand = Math.floor(n / 1000) % 100;
  return [
    crore > 0 ? `${belowThousand(crore)} Crore` : '',
    lakh > 0 ? `${belowHundred(lakh)} Lakh` : '',
    thousand > 0 ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(n % 1000),
  ]
    .filter(Boolean)
    .join(' ');
}

/** 120000 -> 'One Lakh Twenty Thousand Only' (Indian system: Thousand, Lakh, Crore). */
export function numberToWords(value: DecimalInput): string {
  return `${integerWords(toInteger(value, 'Number'))} Only`;
}

/** Integer paise in words: 12000050 -> 'One Lakh Twenty Thousand and Fifty Paise Only'. */
export function paiseToWords(paise: DecimalInput): string {
  const amount = toInteger(paise, 'Paise');
  if (amount < 0n) throw new RangeError(`Paise cannot be negative: ${amount}`);
  const rupees = amount / 100n;
  const rest = amount % 100n;
  if (rest === 0n) return `${integerWords(rupees)} Only`;
  const paiseWords = `${belowHundred(Number(rest))} Paise`;
  return rupees === 0n ? `${paiseWords} Only` : `${integerWords(rupees)} and ${paiseWords} Only`;
}
