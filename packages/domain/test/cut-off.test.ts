import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  applicableNavDate,
  cutOffOf,
  formatCutOff,
  installmentReceivedAt,
  isBeforeCutOff,
  isBusinessDay,
  isNavPublished,
  schemeAttributes,
  switchInNavDate,
  type CutOffClass,
} from '../src/index.js';

// India is UTC+05:30 all year.
const ist = (date: string, time: string) => new Date(`${date}T${time}:00+05:30`);

/*
 * The 2026 calendar the cases use (market holidays from market-calendar.ts):
 * - Wednesday 12-08: an ordinary business day, Thursday 13-08 the next one.
 * - Friday 21-08: the next business day is Monday 24-08; Saturday 22-08 and Sunday 23-08 closed.
 * - Monday 23-11: the day before a holiday, Tuesday 24-11 (Prakash Gurpurb); next business day
 *   Wednesday 25-11, then Thursday 26-11.
 * - Friday 23-01: the next business day is Tuesday 27-01, and the calendar day before it,
 *   Monday 26-01 (Republic Day), is itself a holiday.
 */

describe('the cut-offs of SEBI master circular section 8.4', () => {
  it('keeps 3 pm for purchases, 1:30 pm for liquid and overnight purchases, 3 pm for redemptions and 7 pm for online overnight redemptions', () => {
    expect(formatCutOff(cutOffOf('PURCHASE', 'OTHER'))).toBe('15:00');
    expect(formatCutOff(cutOffOf('PURCHASE', 'LIQUID'))).toBe('13:30');
    expect(formatCutOff(cutOffOf('PURCHASE', 'OVERNIGHT'))).toBe('13:30');
    expect(formatCutOff(cutOffOf('REDEMPTION', 'OTHER'))).toBe('15:00');
    expect(formatCutOff(cutOffOf('REDEMPTION', 'LIQUID'))).toBe('15:00');
    expect(formatCutOff(cutOffOf('REDEMPTION', 'OVERNIGHT'))).toBe('19:00');
  });

  it('counts 15:00:00 as after the 3 pm cut-off, and a closed day as before the next business day’s', () => {
    expect(isBeforeCutOff(new Date('2026-08-12T14:59:59+05:30'), 'PURCHASE', 'OTHER')).toBe(true);
    expect(isBeforeCutOff(ist('2026-08-12', '15:00'), 'PURCHASE', 'OTHER')).toBe(false);
    expect(isBeforeCutOff(ist('2026-08-12', '14:00'), 'PURCHASE', 'LIQUID')).toBe(false);
    expect(isBeforeCutOff(ist('2026-08-12', '14:00'), 'REDEMPTION', 'LIQUID')).toBe(true);
    // Saturday: no cut-off to be before today; the order counts for Monday, before its cut-off.
    expect(isBeforeCutOff(ist('2026-08-22', '10:00'), 'PURCHASE', 'OTHER')).toBe(false);
    expect(applicableNavDate('PURCHASE', 'OTHER', ist('2026-08-22', '10:00'))).toBe('2026-08-24');
  });
});

describe('purchases of schemes other than liquid and overnight: 3 pm, the NAV of the business day', () => {
  it.each([
    // Up to 3 pm on a business day, funds available: that day's NAV.
    ['an ordinary day, before', '2026-08-12', '14:59', '2026-08-12'],
    // After 3 pm: the next business day's NAV.
    ['an ordinary day, at 3 pm', '2026-08-12', '15:00', '2026-08-13'],
    ['a Friday, before', '2026-08-21', '14:59', '2026-08-21'],
    // Friday after 3 pm: Saturday and Sunday are closed, so Monday.
    ['a Friday, after', '2026-08-21', '15:30', '2026-08-24'],
    ['the day before a holiday, before', '2026-11-23', '14:59', '2026-11-23'],
    // Monday after 3 pm: Tuesday 24-11 is a holiday, so Wednesday.
    ['the day before a holiday, after', '2026-11-23', '15:00', '2026-11-25'],
    // On a holiday the order counts as received on the next business day, before its cut-off.
    ['a holiday, morning', '2026-11-24', '10:00', '2026-11-25'],
    ['a holiday, evening', '2026-11-24', '18:00', '2026-11-25'],
    ['a Saturday', '2026-08-22', '16:00', '2026-08-24'],
    // Friday 23-01 after 3 pm: Monday 26-01 is Republic Day, so Tuesday.
    ['a Friday before a Monday holiday, after', '2026-01-23', '15:00', '2026-01-27'],
  ])('on %s (%s %s) gives the NAV of %s', (_case, date, time, navDate) => {
    expect(applicableNavDate('PURCHASE', 'OTHER', ist(date, time))).toBe(navDate);
  });
});

describe('purchases of liquid and overnight schemes: 1:30 pm, the NAV of the day before', () => {
  it.each([
    // Up to 1:30 pm: the NAV of the day immediately preceding the day of receipt, 11-08.
    ['an ordinary day, before', '2026-08-12', '13:29', '2026-08-11'],
    // After 1:30 pm: the next business day is 13-08; the day immediately preceding it is 12-08.
    ['an ordinary day, at 1:30 pm', '2026-08-12', '13:30', '2026-08-12'],
    ['a Friday, before', '2026-08-21', '13:29', '2026-08-20'],
    // Friday after 1:30 pm: the next business day is Monday 24-08, so Sunday 23-08.
    ['a Friday, after', '2026-08-21', '13:30', '2026-08-23'],
    ['the day before a holiday, before', '2026-11-23', '13:29', '2026-11-22'],
    // Monday after 1:30 pm: the next business day is Wednesday 25-11, so the holiday 24-11.
    ['the day before a holiday, after', '2026-11-23', '13:30', '2026-11-24'],
    // On the holiday the day of receipt is Wednesday 25-11: the NAV of the day before it, 24-11.
    ['a holiday, morning', '2026-11-24', '10:00', '2026-11-24'],
    ['a holiday, evening', '2026-11-24', '18:00', '2026-11-24'],
    // Saturday: received Monday 24-08 before the cut-off; the NAV of Sunday 23-08.
    ['a Saturday', '2026-08-22', '16:00', '2026-08-23'],
    ['a Friday before a Monday holiday, before', '2026-01-23', '13:29', '2026-01-22'],
    // After 1:30 pm: the next business day is Tuesday 27-01; the day before it is Republic Day.
    ['a Friday before a Monday holiday, after', '2026-01-23', '13:30', '2026-01-26'],
  ])('on %s (%s %s) gives the NAV of %s', (_case, date, time, navDate) => {
    expect(applicableNavDate('PURCHASE', 'LIQUID', ist(date, time))).toBe(navDate);
    expect(applicableNavDate('PURCHASE', 'OVERNIGHT', ist(date, time))).toBe(navDate);
  });

  it('has the NAV a liquid purchase before its cut-off gets published already', () => {
    const realised = ist('2026-08-12', '11:00');
    expect(isNavPublished(applicableNavDate('PURCHASE', 'LIQUID', realised), realised)).toBe(true);
    expect(isNavPublished(applicableNavDate('PURCHASE', 'OTHER', realised), realised)).toBe(false);
  });
});

describe('redemptions and switch-outs of schemes other than liquid and overnight: 3 pm', () => {
  it.each([
    ['an ordinary day, before', '2026-08-12', '14:59', '2026-08-12'],
    ['an ordinary day, at 3 pm', '2026-08-12', '15:00', '2026-08-13'],
    ['a Friday, before', '2026-08-21', '14:59', '2026-08-21'],
    ['a Friday, after', '2026-08-21', '16:00', '2026-08-24'],
    ['the day before a holiday, before', '2026-11-23', '14:59', '2026-11-23'],
    // Tuesday 24-11 is a holiday: the next business day is Wednesday.
    ['the day before a holiday, after', '2026-11-23', '15:00', '2026-11-25'],
    ['a holiday', '2026-11-24', '11:00', '2026-11-25'],
    ['a Sunday', '2026-08-23', '11:00', '2026-08-24'],
    ['a Friday before a Monday holiday, after', '2026-01-23', '15:00', '2026-01-27'],
  ])('on %s (%s %s) gives the NAV of %s', (_case, date, time, navDate) => {
    expect(applicableNavDate('REDEMPTION', 'OTHER', ist(date, time))).toBe(navDate);
  });
});

describe('redemptions and switch-outs of liquid schemes: 3 pm, not the purchase cut-off of 1:30 pm', () => {
  it.each([
    // Up to 3 pm: the NAV of the day immediately preceding the next business day (13-08): 12-08.
    // Before 1:30 pm as well: the purchase rule would have given 11-08.
    ['an ordinary day, before 1:30 pm', '2026-08-12', '11:00', '2026-08-12'],
    ['an ordinary day, between 1:30 and 3 pm', '2026-08-12', '14:59', '2026-08-12'],
    // After 3 pm: the NAV of the next business day, 13-08.
    ['an ordinary day, at 3 pm', '2026-08-12', '15:00', '2026-08-13'],
    // Friday up to 3 pm: the next business day is Monday 24-08, so Sunday 23-08.
    ['a Friday, before', '2026-08-21', '11:30', '2026-08-23'],
    ['a Friday, after', '2026-08-21', '15:00', '2026-08-24'],
    // Monday up to 3 pm: the next business day is Wednesday 25-11, so the holiday 24-11.
    ['the day before a holiday, before', '2026-11-23', '14:59', '2026-11-24'],
    ['the day before a holiday, after', '2026-11-23', '15:00', '2026-11-25'],
    // On the holiday: received Wednesday 25-11 before 3 pm; next business day 26-11, so 25-11.
    ['a holiday', '2026-11-24', '16:00', '2026-11-25'],
    // Saturday: received Monday 24-08 before 3 pm; next business day 25-08, so 24-08.
    ['a Saturday', '2026-08-22', '20:00', '2026-08-24'],
    // Friday up to 3 pm: the next business day is Tuesday 27-01; the day before it is a holiday.
    ['a Friday before a Monday holiday, before', '2026-01-23', '14:59', '2026-01-26'],
    ['a Friday before a Monday holiday, after', '2026-01-23', '15:00', '2026-01-27'],
  ])('on %s (%s %s) gives the NAV of %s', (_case, date, time, navDate) => {
    expect(applicableNavDate('REDEMPTION', 'LIQUID', ist(date, time))).toBe(navDate);
  });
});

describe('online redemptions and switch-outs of overnight schemes: 7 pm', () => {
  it.each([
    ['an ordinary day, after 3 pm', '2026-08-12', '15:30', '2026-08-12'],
    ['an ordinary day, before 7 pm', '2026-08-12', '18:59', '2026-08-12'],
    ['an ordinary day, at 7 pm', '2026-08-12', '19:00', '2026-08-13'],
    ['a Friday, before', '2026-08-21', '18:59', '2026-08-23'],
    ['a Friday, after', '2026-08-21', '19:00', '2026-08-24'],
    ['the day before a holiday, before', '2026-11-23', '18:59', '2026-11-24'],
    ['the day before a holiday, after', '2026-11-23', '19:00', '2026-11-25'],
    ['a holiday', '2026-11-24', '20:00', '2026-11-25'],
    ['a Friday before a Monday holiday, before', '2026-01-23', '18:59', '2026-01-26'],
  ])('on %s (%s %s) gives the NAV of %s', (_case, date, time, navDate) => {
    expect(applicableNavDate('REDEMPTION', 'OVERNIGHT', ist(date, time))).toBe(navDate);
  });
});

describe('switch-ins: the purchase rule of the scheme switched into, never before the switch-out', () => {
  const outAndIn = (from: CutOffClass, to: CutOffClass, at: Date) => {
    const out = applicableNavDate('REDEMPTION', from, at);
    return [out, switchInNavDate(to, at, out)];
  };

  it('switches between two other schemes at the NAV of one day', () => {
    expect(outAndIn('OTHER', 'OTHER', ist('2026-08-12', '11:00'))).toEqual([
      '2026-08-12',
      '2026-08-12',
    ]);
    expect(outAndIn('OTHER', 'OTHER', ist('2026-08-12', '16:00'))).toEqual([
      '2026-08-13',
      '2026-08-13',
    ]);
  });

  it('does not buy a liquid fund at the day before with money from a sale priced that day', () => {
    // Before 1:30 pm a liquid purchase takes 11-08; the switch-out is priced at 12-08.
    expect(outAndIn('OTHER', 'LIQUID', ist('2026-08-12', '11:00'))).toEqual([
      '2026-08-12',
      '2026-08-12',
    ]);
    // After 3 pm: the switch-out takes 13-08, the liquid purchase rule 12-08; the switch-in 13-08.
    expect(outAndIn('OTHER', 'LIQUID', ist('2026-08-12', '16:00'))).toEqual([
      '2026-08-13',
      '2026-08-13',
    ]);
    // Between 1:30 and 3 pm both rules give 12-08.
    expect(outAndIn('OTHER', 'LIQUID', ist('2026-08-12', '14:00'))).toEqual([
      '2026-08-12',
      '2026-08-12',
    ]);
  });

  it('switches out of a liquid fund on a Friday at the Sunday NAV and in on Monday', () => {
    // The switch-out takes Sunday 23-08; an equity scheme has no NAV that day, so Monday 24-08.
    expect(outAndIn('LIQUID', 'OTHER', ist('2026-08-21', '11:00'))).toEqual([
      '2026-08-23',
      '2026-08-24',
    ]);
    // Into another liquid fund, which has a Sunday NAV: 23-08 too.
    expect(outAndIn('LIQUID', 'LIQUID', ist('2026-08-21', '11:00'))).toEqual([
      '2026-08-23',
      '2026-08-23',
    ]);
  });

  it('switches out of a liquid fund the day before a holiday and in after it', () => {
    // The switch-out takes the holiday 24-11; the equity switch-in the next business day, 25-11.
    expect(outAndIn('LIQUID', 'OTHER', ist('2026-11-23', '14:00'))).toEqual([
      '2026-11-24',
      '2026-11-25',
    ]);
  });
});

describe('systematic plan installments: received on the run day, before its cut-offs', () => {
  it('starts the run day at midnight India time', () => {
    expect(installmentReceivedAt('2026-09-07').toISOString()).toBe('2026-09-06T18:30:00.000Z');
  });

  it('prices an SWP, an STP and a SIP of a run day by the rules of that day, whenever the job runs', () => {
    const monday = installmentReceivedAt('2026-09-07');
    expect(applicableNavDate('REDEMPTION', 'OTHER', monday)).toBe('2026-09-07');
    // A liquid STP-out on Monday 07-09: the day before the next business day (08-09) is 07-09.
    expect(applicableNavDate('REDEMPTION', 'LIQUID', monday)).toBe('2026-09-07');
    expect(switchInNavDate('OTHER', monday, '2026-09-07')).toBe('2026-09-07');
    expect(applicableNavDate('PURCHASE', 'OTHER', monday)).toBe('2026-09-07');
    // A liquid STP-out run on Friday 21-08 takes Sunday 23-08; its equity switch-in Monday 24-08.
    const friday = installmentReceivedAt('2026-08-21');
    expect(applicableNavDate('REDEMPTION', 'LIQUID', friday)).toBe('2026-08-23');
    expect(switchInNavDate('OTHER', friday, '2026-08-23')).toBe('2026-08-24');
  });
});

describe('the class a scheme’s cut-offs come from', () => {
  const classOf = (category: string, name: string) =>
    schemeAttributes({
      schemeCode: 1,
      schemeType: '',
      subType: '',
      category,
      plan: 'Direct',
      name,
    }).cutOffClass;

  it('reads liquid and overnight schemes from the AMFI category', () => {
    expect(classOf('Debt Scheme - Liquid Fund', 'HDFC Liquid Fund - Direct Plan')).toBe('LIQUID');
    expect(classOf('Debt Scheme - Overnight Fund', 'SBI Overnight Fund - Direct')).toBe(
      'OVERNIGHT',
    );
    expect(classOf('Debt Scheme - Money Market Fund', 'Kotak Money Market Fund')).toBe('OTHER');
    expect(classOf('Equity Scheme - Mid Cap Fund', 'HDFC Mid Cap Fund')).toBe('OTHER');
  });
});

describe('properties of the rule', () => {
  const classes: CutOffClass[] = ['LIQUID', 'OVERNIGHT', 'OTHER'];
  // Instants across 2026, to the minute.
  const instant = fc
    .integer({ min: 0, max: 365 * 24 * 60 - 1 })
    .map((minutes) => new Date(Date.parse('2026-01-01T00:00:00+05:30') + minutes * 60_000));
  const scheme = fc.constantFrom(...classes);
  const side = fc.constantFrom('PURCHASE' as const, 'REDEMPTION' as const);
  const istDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);

  it('gives schemes other than liquid and overnight a business day', () => {
    fc.assert(
      fc.property(instant, side, (at, s) => {
        expect(isBusinessDay(applicableNavDate(s, 'OTHER', at))).toBe(true);
      }),
    );
  });

  it('never prices a redemption before the day it is placed, nor a purchase two days before', () => {
    fc.assert(
      fc.property(instant, scheme, (at, c) => {
        const day = istDay(at);
        expect(applicableNavDate('REDEMPTION', c, at) >= day).toBe(true);
        expect(applicableNavDate('PURCHASE', c, at) >= addDays(day, -1)).toBe(true);
      }),
    );
  });

  it('never gives a later application an earlier NAV date', () => {
    fc.assert(
      fc.property(instant, instant, side, scheme, (a, b, s, c) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(applicableNavDate(s, c, early) <= applicableNavDate(s, c, late)).toBe(true);
      }),
    );
  });

  it('never switches in before the switch-out', () => {
    fc.assert(
      fc.property(instant, scheme, scheme, (at, from, to) => {
        const out = applicableNavDate('REDEMPTION', from, at);
        const switchIn = switchInNavDate(to, at, out);
        expect(switchIn >= out).toBe(true);
        if (to === 'OTHER') expect(isBusinessDay(switchIn)).toBe(true);
      }),
    );
  });
});
