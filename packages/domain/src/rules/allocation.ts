import { assetClasses, type AssetClass } from '../codes/portfolio.js';
import type { Paise } from './money.js';
import { scaledToString } from './portfolio-valuation.js';

export interface AllocationInput {
  /** See assetClassOf in asset-class.ts. */
  assetClass: AssetClass;
  valuePaise: Paise;
}

export interface AllocationRow {
  assetClass: AssetClass;
  valuePaise: Paise;
  /** Share of the total in per cent, 2 decimals; the rows add up to exactly 100.00. */
  percent: string;
}

/**
 * Value by asset class (Equity, Debt, Hybrid, Gold/Commodity, International, Others, in that
 * order, empty classes left out). Percentages are rounded by largest remainder so that they total
 * 100.00.
 */
export function allocationByClass(holdings: readonly AllocationInput[]): AllocationRow[] {
  const totals = new Map<AssetClass, Paise>();
  for (const holding of holdings) {
    if (holding.valuePaise <= 0n) continue;
    totals.set(holding.assetClass, (totals.get(holding.assetClass) ?? 0n) + holding.valuePaise);
  }
  const rows = assetClasses
    .filter((cls) => totals.has(cls))
    .map((cls) => ({ assetClass: cls, valuePaise: totals.get(cls) ?? 0n }));
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
