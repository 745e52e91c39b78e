/**
 * MARS, the ready-made portfolios: how an amount is split across the schemes by their target
 * weights, what the portfolio returned over a horizon, its risk, and the share of units a partial
 * redemption takes. Weights are basis points of the whole (10,000 = 100 %).
 */
import type { Paise } from './money.js';
import {
  divideRounded,
  parseScaled,
  rescale,
  scaledToString,
  unitDecimals,
} from './portfolio-valuation.js';
import { riskLevels, type RiskLevel } from './scheme-attributes.js';

export const fullWeightBps = 10_000;

/** A weight as the contracts show it: percent to 2 decimals, 3500 -> '35.00'. */
export const weightText = (bps: number): string => scaledToString(BigInt(bps), 2);

/** Every weight positive and the weights together exactly 100 %. */
export function weightsComplete(weightsBps: readonly number[]): boolean {
  return (
    weightsBps.length > 0 &&
    weightsBps.every((w) => Number.isInteger(w) && w > 0) &&
    weightsBps.reduce((sum, w) => sum + w, 0) === fullWeightBps
  );
}

/** The index of the largest weight, the first of equals. */
function largestIndex(weightsBps: readonly number[]): number {
  return weightsBps.reduce((best, w, i) => (w > (weightsBps[best] ?? -1) ? i : best), 0);
}

/**
 * An amount split by weights, each share rounded down to a whole step (the schemes take amounts
 * in multiples of ₹1, so the step is 100 paise), and what rounding leaves over added to the share
 * of the largest weight: the shares add up to the amount exactly. The amount must be a whole
 * number of steps. ₹10,000 at 35/35/30 -> ₹3,500, ₹3,500, ₹3,000; ₹10,001 -> ₹3,501, ₹3,500, ₹3,000.
 */
export function splitByWeights(
  totalPaise: Paise,
  weightsBps: readonly number[],
  stepPaise: Paise = 1n,
): Paise[] {
  if (!weightsComplete(weightsBps))
    throw new RangeError('Weights must be positive and total 100 %');
  if (stepPaise <= 0n || totalPaise < 0n || totalPaise % stepPaise !== 0n)
    throw new RangeError('The amount must be a whole number of steps');
  const shares = weightsBps.map(
    (w) => ((totalPaise * BigInt(w)) / BigInt(fullWeightBps) / stepPaise) * stepPaise,
  );
  const left = totalPaise - shares.reduce((sum, s) => sum + s, 0n);
  const largest = largestIndex(weightsBps);
  shares[largest] = (shares[largest] ?? 0n) + left;
  return shares;
}

/** The least amount, in whole steps, whose split gives every scheme at least its own minimum. */
export function leastAmountForMinimums(
  legs: readonly { weightBps: number; minPaise: Paise }[],
  stepPaise: Paise = 100n,
): Paise {
  const weights = legs.map((leg) => leg.weightBps);
  const ceilToStep = (paise: Paise) => ((paise + stepPaise - 1n) / stepPaise) * stepPaise;
  let amount = legs.reduce((most, leg) => {
    const need = ceilToStep(
      (leg.minPaise * BigInt(fullWeightBps) + BigInt(leg.weightBps) - 1n) / BigInt(leg.weightBps),
    );
    return need > most ? need : most;
  }, stepPaise);
  // Rounding down may leave a share a step short: the next step up meets it.
  while (splitByWeights(amount, weights, stepPaise).some((s, i) => s < (legs[i]?.minPaise ?? 0n)))
    amount += stepPaise;
  return amount;
}

/** One scheme of a portfolio over a horizon: its weight and its NAVs at the start and the end. */
export interface WeightedNavs {
  weightBps: number;
  startNav: string;
  endNav: string;
}

const growthScale = 12;

/**
 * The portfolio's annualised return over `years`, in percent to 2 decimals ('14.27', '-3.10'):
 * the schemes bought at their target weights at the start and held, so the growth of the whole is
 * the weighted growth of each (sum of weight x end NAV / start NAV), annualised as a compound
 * rate. Over one year that is the weighted point-to-point return, worked out exactly; over more,
 * (growth)^(1/years) - 1, where a rate (not money) may pass through floating point. Null when a
 * start NAV is zero or the weights are not whole.
 */
export function portfolioReturn(legs: readonly WeightedNavs[], years: number): string | null {
  if (!Number.isInteger(years) || years < 1) throw new RangeError('Years must be a whole number');
  if (!weightsComplete(legs.map((l) => l.weightBps))) return null;
  const one = 10n ** BigInt(growthScale);
  let growth = 0n;
  for (const leg of legs) {
    const start = parseScaled(leg.startNav);
    const end = parseScaled(leg.endNav);
    if (start.value <= 0n) return null;
    // end / start at growthScale decimals, times the weight's share of the whole.
    const ratio = divideRounded(
      rescale(end, growthScale + 8) * BigInt(leg.weightBps),
      rescale(start, 8) * BigInt(fullWeightBps),
    );
    growth += ratio;
  }
  if (years === 1) {
    // Hundredths of a percent: (growth - 1) x 10,000.
    return scaledToString(divideRounded((growth - one) * 10_000n, one), 2);
  }
  const rate = Math.pow(Number(growth) / Number(one), 1 / years) - 1;
  const hundredths = Math.round(Math.abs(rate) * 10_000) * Math.sign(rate);
  return scaledToString(BigInt(hundredths), 2);
}

/**
 * The portfolio's risk: the riskometer level at the weighted mean of its schemes' levels, halves
 * rounded up (a portfolio is never shown as safer than its schemes on balance).
 */
export function portfolioRisk(legs: readonly { weightBps: number; risk: RiskLevel }[]): RiskLevel {
  const total = legs.reduce((sum, leg) => sum + leg.weightBps, 0);
  if (total <= 0) return 'Moderate';
  const weighted = legs.reduce(
    (sum, leg) => sum + leg.weightBps * (riskLevels.indexOf(leg.risk) + 1),
    0,
  );
  const level = Math.floor((2 * weighted + total) / (2 * total));
  return riskLevels[Math.min(Math.max(level, 1), riskLevels.length) - 1] ?? 'Moderate';
}

/** A redemption's percentage of a portfolio: a whole number from 1 to 100. */
export const isRedeemPercent = (percent: number): boolean =>
  Number.isInteger(percent) && percent >= 1 && percent <= 100;

/** The percentage of units a partial redemption takes, rounded down to the registrar's 3 decimals. */
export function shareOfUnits(units: string, percent: number): string {
  if (!isRedeemPercent(percent)) throw new RangeError('Percent must be 1 to 100');
  const thousandths = rescale(parseScaled(units), unitDecimals);
  return scaledToString((thousandths * BigInt(percent)) / 100n, unitDecimals);
}
