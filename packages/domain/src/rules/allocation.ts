import { schemeTypes, type SchemeType } from '../codes/scheme-types.js';
import type { Paise } from './money.js';
import { scaledToString } from './portfolio-valuation.js';

export interface AllocationInput {
  schemeType: string;
  valuePaise: Paise;
}

export interface AllocationRow {
  schemeType: SchemeType;
  valuePaise: Paise;
  /** Share of the total in per cent, 2 decimals; the rows add up to exactly 100.00. */
  percent: string;
}

/** A scheme type of the five the desk groups by; anything else counts as OTHERS. */
export function allocationTypeOf(schemeType: string): SchemeType {
  const upper = schemeType.trim().toUpperCase();
  return (schemeTypes as readonly string[]).includes(upper) ? (upper as SchemeType) : 'OTHERS';
}

/**
 * Value by scheme type (EQUITY, DEBT, LIQUID, CASH, OTHERS, in that order, empty types left out).
 * Percentages are rounded by largest remainder so that they total 100.00.
 */
export function allocationByType(holdings: readonly AllocationInput[]): AllocationRow[] {
  const totals = new Map<SchemeType, Paise>();
  for (const holding of holdings) {
    if (holding.valuePaise <= 0n) continue;
    const type = allocationTypeOf(holding.schemeType);
    totals.set(type, (totals.get(type) ?? 0n) + holding.valuePaise);
  }
  const rows = schemeTypes
    .filter((type) => totals.has(type))
    .map((type) => ({ schemeType: type, valuePaise: totals.get(type) ?? 0n }));
  const total = rows.reduce((sum, row) => sum + row.valuePaise, 0n);
  if (total === 0n) return [];
  // Basis points (hundredths of a per cent): floors first, then the largest remainders get one more.
  const shares = rows.map((row) => ({
    floor: (row.valuePaise * 10_000n) / total,
    remainder: (row.valuePaise * 10_000n) % total,
  }));
  let left = 10_000n - shares.reduce((sum, share) => sum + share.floor, 0n);
  const order = shares
    .map((share, index) => ({ index, remainder: share.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
    );
  for (const { index } of order) {
    if (left === 0n) break;
    const share = shares[index];
    if (share) share.floor += 1n;
    left -= 1n;
  }
  return rows.map((row, index) => ({
    ...row,
    percent: scaledToString(shares[index]?.floor ?? 0n, 2),
  }));
}
