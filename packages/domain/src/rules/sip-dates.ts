import { purchaseFrequencies, type PurchaseFrequencyId } from '../codes/purchase-constants.js';
import { addDays, businessDayOnOrAfter } from './market-calendar.js';

/** Installment days offered: 1 to 28, so that every month has them. */
export const installmentDays: readonly number[] = Array.from({ length: 28 }, (_, i) => i + 1);

/** An installment by mandate must be at least this many days ahead, for the mandate to be presented. */
export const sipDaysAhead = 7;

function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The first date with the chosen day of the month that is at least daysAhead after today. */
export function firstInstallmentDate(today: string, day: number, daysAhead = sipDaysAhead): string {
  if (!installmentDays.includes(day)) throw new RangeError(`Not an installment day: ${day}`);
  const earliest = addDays(today, daysAhead);
  const candidate = `${earliest.slice(0, 8)}${String(day).padStart(2, '0')}`;
  return candidate >= earliest ? candidate : addMonths(candidate, 1);
}

/** The dates of count installments from start at the frequency. */
export function installmentSchedule(
  start: string,
  freqId: PurchaseFrequencyId,
  count: number,
): string[] {
  const freq = purchaseFrequencies[freqId];
  return Array.from({ length: count }, (_, i) =>
    freq.monthsPerStep > 0
      ? addMonths(start, i * freq.monthsPerStep)
      : addDays(start, i * freq.daysPerStep),
  );
}

export function lastInstallmentDate(
  start: string,
  freqId: PurchaseFrequencyId,
  count: number,
): string {
  const dates = installmentSchedule(start, freqId, count);
  return dates[dates.length - 1] ?? start;
}

/** A SIP's calendar: every screen that shows a SIP shows these dates and this count. */
export interface SipSchedule {
  /** The first installment: the day it is charged, at registration. */
  startDate: string;
  /** The second installment, on the chosen day; '' for a single installment. */
  nextDate: string;
  endDate: string;
  /** Every installment date, the first included: as many as the installments. */
  dates: string[];
}

/**
 * The schedule of a SIP whose first installment is charged when it is registered (a purchase pays
 * it with the cart): that day is the first installment, and the rest fall on the chosen day by
 * the mandate, the first of them at least sipDaysAhead later so the mandate can be presented.
 */
export function sipSchedule(
  firstDate: string,
  day: number,
  freqId: PurchaseFrequencyId,
  count: number,
): SipSchedule {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`Not an installment count: ${count}`);
  const later = installmentSchedule(firstInstallmentDate(firstDate, day), freqId, count - 1);
  const dates = [firstDate, ...later];
  return {
    startDate: firstDate,
    nextDate: later[0] ?? '',
    endDate: dates[dates.length - 1] ?? firstDate,
    dates,
  };
}

/**
 * The installment that comes after `done` installments, or '' once all are done. Installments run
 * in order, so the count allotted says which one is next.
 */
export function installmentAfter(schedule: SipSchedule, done: number): string {
  return schedule.dates[Math.max(0, done)] ?? '';
}

/**
 * The day an installment is debited and priced: its date, or the next business day when it falls on
 * a weekend or a market holiday.
 */
export function installmentBusinessDay(date: string): string {
  return businessDayOnOrAfter(date);
}

/** SWP: the installment day in the start month ('YYYY-MM'), then the schedule. */
export function swpSchedule(
  startMonth: string,
  day: number,
  freqId: PurchaseFrequencyId,
  count: number,
): string[] {
  if (!installmentDays.includes(day)) throw new RangeError(`Not an installment day: ${day}`);
  return installmentSchedule(`${startMonth}-${String(day).padStart(2, '0')}`, freqId, count);
}

/**
 * An STP or SWP registered from a date: count installments on the chosen day, the first on or after
 * the start date. The units are already in the folio, so no mandate lead time applies.
 */
export function systematicPlanSchedule(
  start: string,
  day: number,
  freqId: PurchaseFrequencyId,
  count: number,
): string[] {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`Not an installment count: ${count}`);
  return installmentSchedule(firstInstallmentDate(start, day, 0), freqId, count);
}
