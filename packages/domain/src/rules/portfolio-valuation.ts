/**
 * Portfolio arithmetic in exact decimals: units and NAVs are decimal strings, money is integer
 * paise (bigint). Nothing here passes money through binary floating point.
 */
import type { Paise } from './money.js';

/** A decimal as an integer and a count of decimals: '12.345' -> { value: 12345n, scale: 3 }. */
export interface Scaled {
  value: bigint;
  scale: number;
}

const plainDecimal = /^([+-])?(\d+)(?:\.(\d+))?$/;

export function parseScaled(text: string): Scaled {
  const match = plainDecimal.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal number: '${text}'`);
  const [, sign, whole = '0', fraction = ''] = match;
  const value = BigInt(whole + fraction);
  return { value: sign === '-' ? -value : value, scale: fraction.length };
}

/** a / b rounded to the nearest integer, halves away from zero. */
export function divideRounded(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('Division by zero');
  const negative = a < 0n !== b < 0n;
  const absA = a < 0n ? -a : a;
  const absB = b < 0n ? -b : b;
  const rounded = (absA * 2n + absB) / (absB * 2n);
  return negative ? -rounded : rounded;
}

/** The scaled value at another number of decimals, rounding halves away from zero. */
export function rescale({ value, scale }: Scaled, decimals: number): bigint {
  if (decimals >= scale) return value * 10n ** BigInt(decimals - scale);
  return divideRounded(value, 10n ** BigInt(scale - decimals));
}

/** A scaled integer as a decimal string with exactly `decimals` places: (12345n, 3) -> '12.345'. */
export function scaledToString(value: bigint, decimals: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(whole.length)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** Units are kept and shown to 3 decimals, as the registrars allot them. */
export const unitDecimals = 3;

/** Market value in paise of units at a NAV: '31.847' x '157.0000' = ₹5,000.00 -> 500000n (rounded to the paisa). */
export function valuePaise(units: string, nav: string): Paise {
  const u = parseScaled(units);
  const n = parseScaled(nav);
  return rescale({ value: u.value * n.value, scale: u.scale + n.scale }, 2);
}

/** Units bought by an amount at a NAV, to 3 decimals as registrars allot them: ₹5,000 at 157 -> '31.847'. */
export function unitsForAmount(amountPaise: Paise, nav: string): string {
  const n = parseScaled(nav);
  if (n.value <= 0n) throw new RangeError(`NAV must be positive: '${nav}'`);
  // units x 10^3 = paise / 100 / (n.value / 10^scale) x 10^3 = paise x 10^(scale + 1) / n.value
  const thousandths = divideRounded(amountPaise * 10n ** BigInt(n.scale + 1), n.value);
  return scaledToString(thousandths, unitDecimals);
}

export interface Gain {
  gainPaise: Paise;
  /** Gain over invested in per cent to 2 decimals ('12.34'); null when nothing is invested. */
  gainPercent: string | null;
}

export function gainOf(valuePaiseNow: Paise, investedPaise: Paise): Gain {
  const gainPaise = valuePaiseNow - investedPaise;
  if (investedPaise <= 0n) return { gainPaise, gainPercent: null };
  // Hundredths of a per cent: gain / invested x 100 x 100.
  return {
    gainPaise,
    gainPercent: scaledToString(divideRounded(gainPaise * 10_000n, investedPaise), 2),
  };
}
