import { reviewMessages } from '../../catalogue/onboarding-review.js';
import { reviewRangeMonths } from '../../codes/onboarding-review.js';

/** 'YYYY-MM-DD' plus whole months, the day kept or clamped to the month's last day. */
export function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Spec 2 section 5.1: an application entry date range runs at most 6 months and its to date is not
 * before its from date. Both dates 'YYYY-MM-DD'; null when the range is fine.
 */
export function reviewRangeProblem(fromIso: string, toIso: string): string | null {
  if (toIso < fromIso) return reviewMessages.toBeforeFrom;
  if (toIso > addMonthsIso(fromIso, reviewRangeMonths)) return reviewMessages.rangeTooLong;
  return null;
}
