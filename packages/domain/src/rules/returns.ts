/**
 * Point-to-point scheme returns: the change from the NAV on or before the start date to the latest
 * NAV, as a percentage with two decimals. Periods up to a year are absolute, not annualised, as
 * fund factsheets show them. NAVs are decimal strings; the arithmetic is on scaled integers.
 */

export const returnPeriods = [
  { period: '1M', months: 1 },
  { period: '3M', months: 3 },
  { period: '6M', months: 6 },
  { period: '1Y', months: 12 },
] as const;
export type ReturnPeriod = (typeof returnPeriods)[number]['period'];

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NAV_RE = /^\d{1,20}(?:\.\d{0,12})?$|^\.\d{1,12}$/;
const SCALE = 12;

/** The same day `months` earlier; a day the month lacks becomes its last day (31-May -> 30-Apr). */
export function monthsBefore(isoDate: string, months: number): string {
  const match = ISO_RE.exec(isoDate);
  if (!match) throw new RangeError(`Not an ISO date: '${isoDate}'`);
  const total = Number(match[1]) * 12 + (Number(match[2]) - 1) - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(match[3]), last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function periodStartDate(endIso: string, period: ReturnPeriod): string {
  const months = returnPeriods.find((p) => p.period === period)!.months;
  return monthsBefore(endIso, months);
}

function scaled(nav: string): bigint {
  const text = nav.trim();
  if (!NAV_RE.test(text)) throw new RangeError(`Not a NAV: '${nav}'`);
  const [whole = '', fraction = ''] = text.split('.');
  return BigInt((whole || '0') + fraction.padEnd(SCALE, '0').slice(0, SCALE));
}

/**
 * (end - start) / start in percent, two decimals, rounded half away from zero: '12.34', '-0.50'.
 * Null when the start NAV is zero, which has no meaningful return.
 */
export function pointToPointReturn(startNav: string, endNav: string): string | null {
  const start = scaled(startNav);
  const end = scaled(endNav);
  if (start === 0n) return null;
  // Hundredths of a percent: change * 10,000 / start.
  const numerator = (end - start) * 10_000n;
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const hundredths = (magnitude * 2n + start) / (2n * start);
  const whole = hundredths / 100n;
  const fraction = String(hundredths % 100n).padStart(2, '0');
  return `${negative && hundredths !== 0n ? '-' : ''}${whole}.${fraction}`;
}

const PERCENT_RE = /^(-?)(\d{1,6})(?:\.(\d{1,2}))?$/;

/** A percentage with up to two decimals ('12.34', '-0.5', '7') in basis points; null otherwise. */
export function percentToBasisPoints(text: string): number | null {
  const match = PERCENT_RE.exec(text.trim());
  if (!match) return null;
  const value = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' && value !== 0 ? -value : value;
}

/** Basis points as a percentage with two decimals: 1234 -> '12.34', -50 -> '-0.50'. */
export function basisPointsToPercent(basisPoints: number): string {
  if (!Number.isSafeInteger(basisPoints)) throw new RangeError(`Not basis points: ${basisPoints}`);
  const magnitude = Math.abs(basisPoints);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${basisPoints < 0 ? '-' : ''}${Math.trunc(magnitude / 100)}.${fraction}`;
}

/** a / b in whole numbers, halves away from zero (b > 0). */
function roundedQuotient(a: number, b: number): number {
  const magnitude = Math.floor((Math.abs(a) * 2 + b) / (2 * b));
  return a < 0 ? -magnitude : magnitude;
}

/**
 * The median of returns given as percentages with two decimals: the middle one, or the mean of
 * the two middle ones rounded half away from zero to the hundredth. Null for none.
 */
export function medianReturn(returns: readonly string[]): string | null {
  const points = returns.map((text) => {
    const value = percentToBasisPoints(text);
    if (value === null) throw new RangeError(`Not a return: '${text}'`);
    return value;
  });
  if (points.length === 0) return null;
  points.sort((a, b) => a - b);
  const middle = Math.floor(points.length / 2);
  const median =
    points.length % 2 === 1
      ? points[middle]!
      : roundedQuotient(points[middle - 1]! + points[middle]!, 2);
  return basisPointsToPercent(median);
}

/** The mean of returns in basis points, rounded half away from zero; null for none. */
export function meanBasisPoints(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return roundedQuotient(
    values.reduce((sum, v) => sum + v, 0),
    values.length,
  );
}
