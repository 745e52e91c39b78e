import { purchaseFrequencies, type PurchaseFrequencyId } from '../codes/purchase-constants.js';
import type { SystematicPlanStatus, SystematicPlanType } from '../codes/systematic-plans.js';
import { formatDate } from './format.js';
import {
  firstInstallmentDate,
  installmentBusinessDay,
  sipSchedule,
  systematicPlanSchedule,
} from './sip-dates.js';

/** What a plan's calendar is worked out from. */
export interface PlanCalendarInput {
  planType: SystematicPlanType;
  /** The first installment (a SIP: the one paid at registration). */
  startDate: string;
  day: number;
  freqId: PurchaseFrequencyId;
  installments: number;
}

/**
 * Every installment date of a plan. A SIP's first installment is the purchase that registered it
 * and the rest fall on its day at least a week later; an SWP or STP runs on its day from the start.
 */
export function planInstallmentDates(plan: PlanCalendarInput): string[] {
  if (plan.planType === 'SIP')
    return sipSchedule(plan.startDate, plan.day, plan.freqId, plan.installments).dates;
  return systematicPlanSchedule(plan.startDate, plan.day, plan.freqId, plan.installments);
}

/** The installment after `date` in the calendar, or null when `date` is the last. */
export function installmentDateAfter(dates: readonly string[], date: string): string | null {
  return dates.find((d) => d > date) ?? null;
}

/**
 * The day an installment is run: its date, or the next business day when that is a weekend or a
 * market holiday (the scheduler runs it once the business date reaches this day).
 */
export const installmentRunDay = installmentBusinessDay;

/**
 * The day a stop, a bank shift or a top-up placed today takes effect: the run day of the first
 * installment not yet run whose run day is after today. An installment due today (or overdue and
 * about to run) is not caught: it was already being presented. Null when no installment is left.
 * A stop takes effect on that day (that installment and every later one are not run) and may be
 * revoked on any day before it.
 */
export function planChangeEffectiveDate(
  dates: readonly string[],
  nextInstallmentDate: string | null,
  today: string,
): string | null {
  if (nextInstallmentDate === null) return null;
  for (const date of dates) {
    if (date < nextInstallmentDate) continue;
    const runDay = installmentRunDay(date);
    if (runDay > today) return runDay;
  }
  return null;
}

/** What a stop placed today leaves of a plan: the installments that still run, the first that does not. */
export interface StopOutcome {
  /** The day the stop takes effect (planChangeEffectiveDate). */
  effectiveDate: string;
  /** Installments not yet run that run all the same (due today or overdue, already presented). */
  stillRun: string[];
  /** The first installment the stop catches. */
  firstStopped: string;
}

/**
 * Exactly which installments a stop placed today spares and which it catches: an installment runs
 * when its run day comes before the stop's effective date. Null when no installment is left to stop.
 */
export function stopOutcome(
  dates: readonly string[],
  nextInstallmentDate: string | null,
  today: string,
): StopOutcome | null {
  const effectiveDate = planChangeEffectiveDate(dates, nextInstallmentDate, today);
  if (effectiveDate === null || nextInstallmentDate === null) return null;
  const left = dates.filter((date) => date >= nextInstallmentDate);
  const stillRun = left.filter(
    (date) => !stopCatchesInstallment(effectiveDate, installmentRunDay(date)),
  );
  const firstStopped = left.find((date) =>
    stopCatchesInstallment(effectiveDate, installmentRunDay(date)),
  );
  return firstStopped === undefined ? null : { effectiveDate, stillRun, firstStopped };
}

/**
 * A stop's effect in words, naming the installments by their dates: 'The installment of
 * 15-08-2026 still runs; none after it.' or 'No installment runs any more: the one of 15-08-2026
 * and every one after it are stopped.'
 */
export function stopOutcomeInWords(outcome: StopOutcome): string {
  const { stillRun, firstStopped } = outcome;
  if (stillRun.length === 0)
    return `No installment runs any more: the one of ${formatDate(firstStopped)} and every one after it are stopped.`;
  const named = stillRun.map((date) => formatDate(date));
  if (named.length === 1) return `The installment of ${named[0]} still runs; none after it.`;
  const list = `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
  return `The installments of ${list} still run; none after them.`;
}

/** A stop has taken effect once the business date reaches its effective date. */
export function stopIsEffective(effectiveDate: string, today: string): boolean {
  return today >= effectiveDate;
}

/** A stop may be revoked (TSR) on any business date before its effective date. */
export function stopIsRevocable(effectiveDate: string, today: string): boolean {
  return !stopIsEffective(effectiveDate, today);
}

/** Whether the installment run on `runDay` is caught by a stop effective from `effectiveDate`. */
export function stopCatchesInstallment(effectiveDate: string, runDay: string): boolean {
  return runDay >= effectiveDate;
}

/**
 * What the investor sees: STOPPED once stopped or once a stop's date has come, STOP_PENDING while
 * a stop waits for its date, COMPLETED when no installment is left, ACTIVE otherwise.
 */
export function planStatusOn(
  plan: { stopped: boolean; nextInstallmentDate: string | null; stopEffectiveDate: string | null },
  today: string,
): SystematicPlanStatus {
  if (plan.stopped) return 'STOPPED';
  if (plan.stopEffectiveDate !== null)
    return stopIsEffective(plan.stopEffectiveDate, today) ? 'STOPPED' : 'STOP_PENDING';
  if (plan.nextInstallmentDate === null) return 'COMPLETED';
  return 'ACTIVE';
}

/** The installment amount on a run day: the registered amount plus every top-up effective by then. */
export function installmentAmountOn(
  amountPaise: bigint,
  topUps: readonly { effectiveDate: string; topUpPaise: bigint }[],
  runDay: string,
): bigint {
  return topUps.reduce(
    (sum, t) => (t.effectiveDate <= runDay ? sum + t.topUpPaise : sum),
    amountPaise,
  );
}

/** The mandate debited on a run day: the latest bank shift effective by then, else the registered one. */
export function mandateOn<M>(
  registered: M,
  shifts: readonly { effectiveDate: string; mandate: M }[],
  runDay: string,
): M {
  let mandate = registered;
  let latest = '';
  for (const s of shifts)
    if (s.effectiveDate <= runDay && s.effectiveDate >= latest) {
      mandate = s.mandate;
      latest = s.effectiveDate;
    }
  return mandate;
}

/**
 * The first installment of a SIP registered on a mandate with no purchase to pay it (the SIP of a
 * switch SIP): on its day, at least the mandate's lead time after today, and not before the date
 * asked for.
 */
export function mandateSipStartDate(today: string, day: number, asked?: string): string {
  const earliest = firstInstallmentDate(today, day);
  return asked !== undefined && asked > earliest ? firstInstallmentDate(asked, day, 0) : earliest;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/**
 * A schedule in words, as a transaction's detail shows it: 'Monthly on the 5th, 12 installments
 * from 05-01-2027'. Weekly and fortnightly plans name no day of the month.
 */
export function scheduleInWords(schedule: {
  freqId: PurchaseFrequencyId;
  day: number;
  installments: number;
  startDate?: string | undefined;
}): string {
  const freq = purchaseFrequencies[schedule.freqId];
  const onDay = freq.monthsPerStep > 0 ? ` on the ${ordinal(schedule.day)}` : '';
  const count = `${schedule.installments} installment${schedule.installments === 1 ? '' : 's'}`;
  const from = schedule.startDate ? ` from ${formatDate(schedule.startDate)}` : '';
  return `${freq.label}${onDay}, ${count}${from}`;
}
