import { describe, expect, it } from 'vitest';
import {
  installmentAfter,
  installmentBusinessDay,
  applicableNavDate,
  sipSchedule,
} from '../src/index.js';

describe('a SIP whose first installment is charged at registration', () => {
  it('counts today as installment 1 and goes on from the chosen day', () => {
    // Wednesday 12 Aug 2026, day 10: 10 Aug is past and 12 Aug + 7 = 19 Aug, so 10 Sep is next;
    // 12 installments are today and 11 more, 10 Sep 2026 to 10 Jul 2027.
    const schedule = sipSchedule('2026-08-12', 10, 'M', 12);
    expect(schedule.startDate).toBe('2026-08-12');
    expect(schedule.nextDate).toBe('2026-09-10');
    expect(schedule.endDate).toBe('2027-07-10');
    expect(schedule.dates).toHaveLength(12);
    expect(installmentAfter(schedule, 1)).toBe('2026-09-10');
  });

  it('keeps the chosen day this month when it is a week or more away', () => {
    // 12 Aug + 7 = 19 Aug; day 25 of August is after it.
    const schedule = sipSchedule('2026-08-12', 25, 'M', 6);
    expect(schedule.nextDate).toBe('2026-08-25');
    expect(schedule.endDate).toBe('2026-12-25');
  });

  it('is one installment, today, when only one is asked for', () => {
    const schedule = sipSchedule('2026-08-12', 10, 'M', 1);
    expect(schedule).toEqual({
      startDate: '2026-08-12',
      nextDate: '',
      endDate: '2026-08-12',
      dates: ['2026-08-12'],
    });
    expect(installmentAfter(schedule, 1)).toBe('');
  });

  it('steps weekly and quarterly from the next date', () => {
    expect(sipSchedule('2026-08-12', 20, 'W', 3).dates).toEqual([
      '2026-08-12',
      '2026-08-20',
      '2026-08-27',
    ]);
    expect(sipSchedule('2026-08-12', 5, 'Q', 3).dates).toEqual([
      '2026-08-12',
      '2026-09-05',
      '2026-12-05',
    ]);
  });

  it('refuses a count below one and a day the calendar does not offer', () => {
    expect(() => sipSchedule('2026-08-12', 10, 'M', 0)).toThrow(RangeError);
    expect(() => sipSchedule('2026-08-12', 30, 'M', 6)).toThrow(RangeError);
  });
});

describe('SIP dates at month ends', () => {
  it('moves to the month after next when the day falls inside the lead time', () => {
    // 31 Jan + 7 = 7 Feb; day 1 of February is before it, so 1 Mar.
    expect(sipSchedule('2026-01-31', 1, 'M', 3).dates).toEqual([
      '2026-01-31',
      '2026-03-01',
      '2026-04-01',
    ]);
  });

  it('crosses the year end', () => {
    // 27 Dec + 7 = 3 Jan 2027; day 2 of January is before it, so 2 Feb 2027.
    expect(sipSchedule('2026-12-27', 2, 'M', 2).nextDate).toBe('2027-02-02');
  });

  it('takes day 28 of February when it is exactly a week away', () => {
    expect(sipSchedule('2026-02-21', 28, 'M', 2).nextDate).toBe('2026-02-28');
  });

  it('starts on the last day of a month and keeps the chosen day after it', () => {
    // 30 Apr + 7 = 7 May; day 28 of May is after it.
    expect(sipSchedule('2026-04-30', 28, 'M', 3).dates).toEqual([
      '2026-04-30',
      '2026-05-28',
      '2026-06-28',
    ]);
  });
});

describe('SIP dates on holidays', () => {
  it('debits an installment on a market holiday on the next business day', () => {
    // Tuesday 24 Nov 2026 is Prakash Gurpurb.
    expect(installmentBusinessDay('2026-11-24')).toBe('2026-11-25');
    // Friday 2 Oct 2026 is Gandhi Jayanti: Monday 5 Oct.
    expect(installmentBusinessDay('2026-10-02')).toBe('2026-10-05');
  });

  it('debits an installment on a weekend on the Monday', () => {
    // Sunday 20 Sep 2026.
    expect(installmentBusinessDay('2026-09-20')).toBe('2026-09-21');
    expect(installmentBusinessDay('2026-08-20')).toBe('2026-08-20');
  });

  it('keeps the schedule on the chosen day; only the debit moves', () => {
    // 21 Oct + 7 = 28 Oct; day 24 of October is before it, so 24 Nov, a holiday.
    const schedule = sipSchedule('2026-10-21', 24, 'M', 3);
    expect(schedule.dates).toEqual(['2026-10-21', '2026-11-24', '2026-12-24']);
    expect(schedule.dates.map(installmentBusinessDay)).toEqual([
      '2026-10-21',
      '2026-11-25',
      '2026-12-24',
    ]);
  });

  it('charges a first installment taken on a holiday today, priced on the next business day', () => {
    // Registered on Saturday 15 Aug 2026: installment 1 is dated that day; its money is realised
    // that day, after which the next business day's NAV applies (Monday 17 Aug).
    const schedule = sipSchedule('2026-08-15', 20, 'M', 12);
    expect(schedule.startDate).toBe('2026-08-15');
    expect(schedule.nextDate).toBe('2026-09-20');
    expect(applicableNavDate('PURCHASE', 'OTHER', new Date('2026-08-15T11:00:00+05:30'))).toBe(
      '2026-08-17',
    );
  });
});
