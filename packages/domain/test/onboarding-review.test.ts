import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addMonthsIso,
  fetchEditReportCall,
  rejectRefnoCall,
  reviewMessages,
  reviewRangeProblem,
} from '../src/index.js';

describe('application entry date range (spec 2 section 5.1)', () => {
  it('takes a range of exactly 6 months', () => {
    // 01-06-2026 plus 6 months is 01-12-2026.
    expect(reviewRangeProblem('2026-06-01', '2026-12-01')).toBeNull();
  });

  it('refuses a range one day past 6 months', () => {
    expect(reviewRangeProblem('2026-06-01', '2026-12-02')).toBe(reviewMessages.rangeTooLong);
  });

  it('ends a range from the 31st on the last day of a shorter month', () => {
    // 31-08-2026 plus 6 months: February 2027 has 28 days, so 28-02-2027.
    expect(addMonthsIso('2026-08-31', 6)).toBe('2027-02-28');
    expect(reviewRangeProblem('2026-08-31', '2027-02-28')).toBeNull();
    expect(reviewRangeProblem('2026-08-31', '2027-03-01')).toBe(reviewMessages.rangeTooLong);
  });

  it('refuses a to date before the from date, and takes one day', () => {
    expect(reviewRangeProblem('2026-11-30', '2026-11-01')).toBe(reviewMessages.toBeforeFrom);
    expect(reviewRangeProblem('2026-11-23', '2026-11-23')).toBeNull();
  });

  it('never takes a range longer than 186 days', () => {
    const day = fc.integer({ min: 0, max: 3650 });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 400 }), (start, length) => {
        const iso = (n: number) => new Date(Date.UTC(2020, 0, 1 + n)).toISOString().slice(0, 10);
        if (reviewRangeProblem(iso(start), iso(start + length)) === null)
          expect(length).toBeLessThanOrEqual(184);
      }),
    );
  });
});

describe('review contracts', () => {
  it('reads DD-MM-YYYY dates and answers the range message as a field error', () => {
    const parsed = fetchEditReportCall.request.safeParse({
      fromDate: '01-01-2026',
      toDate: '02-07-2026',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(reviewMessages.rangeTooLong);
    expect(
      fetchEditReportCall.request.parse({ fromDate: '01-11-2026', toDate: '30-11-2026' }),
    ).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30', reportType: 'NORMAL' });
  });

  it('asks a remark only for 29 Others, and takes only the listed reasons', () => {
    const remarkless = rejectRefnoCall.request.safeParse({
      refNo: 'EW2611230001',
      reasonCode: '29',
    });
    expect(remarkless.error?.issues[0]?.message).toBe(reviewMessages.remarkRequired);
    expect(
      rejectRefnoCall.request.safeParse({ refNo: 'EW2611230001', reasonCode: '148' }).success,
    ).toBe(true);
    expect(
      rejectRefnoCall.request.safeParse({ refNo: 'EW2611230001', reasonCode: '151' }).success,
    ).toBe(false);
  });
});
