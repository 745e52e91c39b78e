/**
 * Goal planning in exact arithmetic: money in integer paise, rates in basis points, every figure
 * rounded once, to the paisa, halves away from zero (divideRounded).
 *
 * - The future amount is today's amount grown by inflation, compounded yearly, the part of a year
 *   left over pro rata: ₹10,00,000 at 6% over 2 years 6 months is 10,00,000 x 1.06² x 1.03.
 * - Holdings and SIPs grow at the expected annual return compounded monthly at a twelfth of it, as
 *   SIP calculators reckon: a SIP of P for n months ends at P x ((1 + i)^n - 1) / i x (1 + i),
 *   with i the monthly rate and each installment paid at the start of its month.
 */
import type { Paise } from './money.js';
import { divideRounded, scaledToString } from './portfolio-valuation.js';
import { meanBasisPoints, monthsBefore, percentToBasisPoints } from './returns.js';

export const goalLimits = {
  nameMax: 60,
  minTargetPaise: 100_000n,
  maxTargetPaise: 100_000_000_000n,
  /** Inflation assumption, in basis points: 0% to 20% a year. */
  maxInflationBp: 2_000,
  maxYears: 50,
  maxCategories: 4,
  maxLinks: 50,
  maxGoals: 20,
} as const;

/** The inflation a goal assumes unless the investor says otherwise: 6% a year. */
export const defaultInflationBp = 600;

/** The same day `months` later; a day the month lacks becomes its last day. */
export function monthsAfter(isoDate: string, months: number): string {
  return monthsBefore(isoDate, -months);
}

/** Whole months from one date to a later one: 12-08-2026 to 11-08-2027 is 11 months. */
export function wholeMonthsBetween(fromIso: string, toIso: string): number {
  if (toIso <= fromIso) return 0;
  const [fy, fm] = fromIso.split('-').map(Number) as [number, number];
  const [ty, tm] = toIso.split('-').map(Number) as [number, number];
  let months = (ty - fy) * 12 + (tm - fm);
  if (monthsAfter(fromIso, months) > toIso) months -= 1;
  return Math.max(0, months);
}

/** Today's amount grown by yearly inflation over whole months (the last part-year pro rata). */
export function inflatedPaise(todayPaise: Paise, inflationBp: number, months: number): Paise {
  const years = BigInt(Math.floor(months / 12));
  const rest = BigInt(months % 12);
  const rate = BigInt(inflationBp);
  const numerator = todayPaise * (10_000n + rate) ** years * (120_000n + rate * rest);
  return divideRounded(numerator, 10_000n ** years * 120_000n);
}

const monthlyBase = 120_000n;

/** A value grown at an annual return (basis points, above -100%) compounded monthly. */
export function grownPaise(valuePaise: Paise, returnBp: number, months: number): Paise {
  const growth = monthlyBase + BigInt(returnBp);
  const n = BigInt(months);
  return divideRounded(valuePaise * growth ** n, monthlyBase ** n);
}

/**
 * The monthly SIP that grows to `targetPaise` in `months` at the annual return; 0 when nothing is
 * needed, null when no month is left to invest in.
 */
export function monthlySipPaise(
  targetPaise: Paise,
  returnBp: number,
  months: number,
): Paise | null {
  if (months <= 0) return null;
  if (targetPaise <= 0n) return 0n;
  if (returnBp === 0) return divideRounded(targetPaise, BigInt(months));
  const rate = BigInt(returnBp);
  const growth = monthlyBase + rate;
  const n = BigInt(months);
  // P = target x i / (((1 + i)^n - 1) x (1 + i)), i = rate / 120,000, over a common denominator.
  return divideRounded(
    targetPaise * rate * monthlyBase ** n,
    (growth ** n - monthlyBase ** n) * growth,
  );
}

/** Linked value as a share of the future amount, per cent with two decimals. */
export function progressPercent(linkedPaise: Paise, futurePaise: Paise): string {
  if (futurePaise <= 0n) return '100.00';
  return scaledToString(divideRounded(linkedPaise * 10_000n, futurePaise), 2);
}

/**
 * ACHIEVED: the linked holdings are worth the future amount already. ON_TRACK: growing at the
 * expected return, they reach it by the target date. BEHIND: they do not; the monthly SIP closes
 * the gap (or, with the date reached, nothing more can).
 */
export const goalStatuses = ['ACHIEVED', 'ON_TRACK', 'BEHIND'] as const;
export type GoalStatus = (typeof goalStatuses)[number];

export interface GoalPlanInput {
  todayIso: string;
  targetDateIso: string;
  targetTodayPaise: Paise;
  inflationBp: number;
  /** Null when no return is known for the chosen categories: the plan assumes no growth. */
  expectedReturnBp: number | null;
  linkedValuePaise: Paise;
}

export interface GoalPlan {
  months: number;
  futurePaise: Paise;
  linkedValuePaise: Paise;
  progressPct: string;
  /** The linked holdings grown at the expected return to the target date. */
  projectedPaise: Paise;
  /** What the projection falls short of the future amount by; 0 when it reaches it. */
  shortfallPaise: Paise;
  /** The monthly SIP that closes the shortfall; null once the target date is reached. */
  monthlySipPaise: Paise | null;
  status: GoalStatus;
}

export function goalPlan(input: GoalPlanInput): GoalPlan {
  const months = wholeMonthsBetween(input.todayIso, input.targetDateIso);
  const returnBp = input.expectedReturnBp ?? 0;
  const futurePaise = inflatedPaise(input.targetTodayPaise, input.inflationBp, months);
  const projectedPaise = grownPaise(input.linkedValuePaise, returnBp, months);
  const shortfallPaise = projectedPaise >= futurePaise ? 0n : futurePaise - projectedPaise;
  const status: GoalStatus =
    input.linkedValuePaise >= futurePaise
      ? 'ACHIEVED'
      : shortfallPaise === 0n && months > 0
        ? 'ON_TRACK'
        : 'BEHIND';
  return {
    months,
    futurePaise,
    linkedValuePaise: input.linkedValuePaise,
    progressPct: progressPercent(input.linkedValuePaise, futurePaise),
    projectedPaise,
    shortfallPaise,
    monthlySipPaise: status === 'ACHIEVED' ? 0n : monthlySipPaise(shortfallPaise, returnBp, months),
    status,
  };
}

/** The latest target date a goal may have: maxYears after today. */
export function latestGoalDate(todayIso: string): string {
  return monthsAfter(todayIso, goalLimits.maxYears * 12);
}

/**
 * The return a goal expects from its categories, basis points a year: the mean of their median
 * one-year returns (an equal split across them), leaving out those with no median; null for none.
 */
export function expectedReturnBp(medians: readonly (string | null)[]): number | null {
  return meanBasisPoints(
    medians.flatMap((m) => {
      const bp = m === null ? null : percentToBasisPoints(m);
      return bp === null ? [] : [bp];
    }),
  );
}
