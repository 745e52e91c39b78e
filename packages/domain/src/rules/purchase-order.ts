import { purchaseMessages } from '../messages.js';
import { formatPaise, istDate } from './format.js';

/**
 * What the investor may type as a purchase or SIP amount, in integer paise. The scheme sets the
 * minimum (getSchemeDetail's purchaseAmount, or the SIP minimum); an order is in whole rupees.
 */
export interface AmountLimits {
  minPaise: bigint;
  maxPaise?: bigint;
}

export function purchaseAmountProblem(paise: bigint | null, limits: AmountLimits): string | null {
  if (paise === null) return purchaseMessages.amountInvalid;
  if (paise <= 0n) return purchaseMessages.amountRequired;
  if (paise % 100n !== 0n) return purchaseMessages.amountInvalid;
  if (paise < limits.minPaise) return purchaseMessages.amountBelowMin(formatPaise(limits.minPaise));
  if (limits.maxPaise !== undefined && paise > limits.maxPaise)
    return purchaseMessages.amountAboveMax(formatPaise(limits.maxPaise));
  return null;
}

/** Spec 3 section 9's cut-offs, India time: 3 pm, and 1:30 pm for liquid and overnight schemes. */
export const navCutoff = { regular: '15:00', liquid: '13:30' } as const;

const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

function istClock(instant: Date): string {
  return new Date(instant.getTime() + istOffsetMs).toISOString().slice(11, 16);
}

function nextBusinessDay(isoDate: string, holidays: ReadonlySet<string>): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (
    day.getUTCDay() === 0 ||
    day.getUTCDay() === 6 ||
    holidays.has(day.toISOString().slice(0, 10))
  );
  return day.toISOString().slice(0, 10);
}

/**
 * The NAV date (YYYY-MM-DD) an order placed and paid at `paidAt` gets: that business day's NAV
 * before the cut-off, otherwise the next business day's. Weekends and the given holidays are not
 * business days.
 */
export function applicableNavDate(
  paidAt: Date,
  isLiquid: boolean,
  holidays: ReadonlySet<string> = new Set(),
): string {
  const today = istDate(paidAt);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const businessDay = weekday !== 0 && weekday !== 6 && !holidays.has(today);
  const cutoff = isLiquid ? navCutoff.liquid : navCutoff.regular;
  if (businessDay && istClock(paidAt) < cutoff) return today;
  return nextBusinessDay(today, holidays);
}

/** Months between SIP installments, by the frequency ids the desk offers. */
export const sipFrequencies = [
  { freqId: 'M', freqName: 'Monthly', months: 1 },
  { freqId: 'Q', freqName: 'Quarterly', months: 3 },
] as const;

/** A SIP's first installment waits this many days, so the mandate can be registered. */
export const sipLeadDays = 7;

function addMonths(year: number, month: number, day: number, months: number): string {
  const date = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return date.toISOString().slice(0, 10);
}

/**
 * First and last installment dates (YYYY-MM-DD) of a SIP on day `installmentDay` of the month,
 * every `everyMonths` months, `installments` times, starting at least sipLeadDays after `today`.
 */
export function sipSchedule(
  today: string,
  installmentDay: number,
  everyMonths: number,
  installments: number,
): { startDate: string; endDate: string } {
  const earliest = new Date(`${today}T00:00:00Z`);
  earliest.setUTCDate(earliest.getUTCDate() + sipLeadDays);
  const from = earliest.toISOString().slice(0, 10);
  const [year, month] = [earliest.getUTCFullYear(), earliest.getUTCMonth() + 1];
  let startDate = addMonths(year, month, installmentDay, 0);
  if (startDate < from) startDate = addMonths(year, month, installmentDay, 1);
  const [sy, sm] = startDate.split('-').map(Number) as [number, number];
  const endDate = addMonths(sy, sm, installmentDay, everyMonths * (Math.max(installments, 1) - 1));
  return { startDate, endDate };
}
