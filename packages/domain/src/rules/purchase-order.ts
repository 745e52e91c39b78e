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
