import { dematReportMessages } from '../catalogue/demat-reports.js';
import { addMonthsIso } from './onboarding/review.js';

/** Spec 2 section 9: a report's date range runs at most 6 months. */
export const dematReportRangeMonths = 6;

/**
 * The problem with a demat transaction report's period (both 'YYYY-MM-DD'), or null: the from date
 * comes first, the period is at most 6 months (15-05-2026 to 15-11-2026 is the longest from
 * 15-05-2026), and it ends by today.
 */
export function dematReportRangeProblem(
  fromIso: string,
  toIso: string,
  todayIso: string,
): string | null {
  if (fromIso > toIso) return dematReportMessages.rangeOrder;
  if (toIso > addMonthsIso(fromIso, dematReportRangeMonths))
    return dematReportMessages.rangeTooLong;
  if (toIso > todayIso) return dematReportMessages.futureDate;
  return null;
}

/** The period a demat transaction report opens with: the 6 months to today. */
export function dematReportDefaultFrom(todayIso: string): string {
  return addMonthsIso(todayIso, -dematReportRangeMonths);
}
