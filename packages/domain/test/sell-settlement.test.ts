import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  instaCashCap,
  instaCashRefusal,
  isBusinessDay,
  settlementBusinessDays,
  settlementDate,
  systematicPlanSchedule,
  type FundOrientation,
} from '../src/index.js';

describe('when redemption proceeds are paid', () => {
  it('counts market business days after the NAV date', () => {
    // Thursday 1 Oct 2026; Friday 2 Oct is Gandhi Jayanti, then the weekend.
    expect(settlementDate('2026-10-01', 'DEBT')).toBe('2026-10-05');
    expect(settlementDate('2026-10-01', 'EQUITY')).toBe('2026-10-06');
    expect(settlementDate('2026-10-01', 'OTHER')).toBe('2026-10-07');
  });

  it('pays a liquid fund priced on a Sunday the next Monday', () => {
    expect(settlementDate('2026-09-20', 'DEBT')).toBe('2026-09-21');
  });

  it('always lands on a business day, the right number of business days later', () => {
    const orientation = fc.constantFrom<FundOrientation>('EQUITY', 'DEBT', 'OTHER');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 364 }), orientation, (offset, o) => {
        const navDate = addDays('2026-01-01', offset);
        const paid = settlementDate(navDate, o);
        let businessDays = 0;
        for (let day = addDays(navDate, 1); day <= paid; day = addDays(day, 1))
          if (isBusinessDay(day)) businessDays += 1;
        expect(isBusinessDay(paid)).toBe(true);
        expect(businessDays).toBe(settlementBusinessDays[o]);
      }),
    );
  });
});

describe('insta cash limit', () => {
  it('is 90 % of the folio value when that is below ₹50,000, less what was taken today', () => {
    // ₹40,000 x 90 % = ₹36,000; ₹10,000 taken leaves ₹26,000.
    expect(
      instaCashCap({
        isLiquidOrOvernight: true,
        folioValuePaise: 4_000_000n,
        takenTodayPaise: 1_000_000n,
      }),
    ).toEqual({ eligible: true, capPaise: 3_600_000n, availablePaise: 2_600_000n });
  });

  it('is ₹50,000 for a large folio, and nothing once it is used up', () => {
    const cap = instaCashCap({
      isLiquidOrOvernight: true,
      folioValuePaise: 100_000_000n,
      takenTodayPaise: 5_000_000n,
    });
    expect(cap).toEqual({ eligible: true, capPaise: 5_000_000n, availablePaise: 0n });
    expect(instaCashRefusal(1n, cap)).toBe('ABOVE_AVAILABLE');
  });

  it('rounds 90 % down: 11 paise allow 9', () => {
    expect(
      instaCashCap({ isLiquidOrOvernight: true, folioValuePaise: 11n, takenTodayPaise: 0n }),
    ).toMatchObject({
      capPaise: 9n,
    });
  });

  it('is not offered outside liquid and overnight schemes', () => {
    const cap = instaCashCap({
      isLiquidOrOvernight: false,
      folioValuePaise: 4_000_000n,
      takenTodayPaise: 0n,
    });
    expect(cap).toEqual({ eligible: false });
    expect(instaCashRefusal(100n, cap)).toBe('NOT_ELIGIBLE');
  });

  it('accepts an amount up to what is available, and nothing at or below zero', () => {
    const cap = instaCashCap({
      isLiquidOrOvernight: true,
      folioValuePaise: 4_000_000n,
      takenTodayPaise: 0n,
    });
    expect(instaCashRefusal(3_600_000n, cap)).toBeNull();
    expect(instaCashRefusal(3_600_001n, cap)).toBe('ABOVE_AVAILABLE');
    expect(instaCashRefusal(0n, cap)).toBe('NOT_POSITIVE');
  });

  it('never lets the day exceed ₹50,000 or 90 % of the folio', () => {
    const paise = fc.bigInt({ min: 0n, max: 10n ** 12n });
    fc.assert(
      fc.property(paise, paise, (value, taken) => {
        const cap = instaCashCap({
          isLiquidOrOvernight: true,
          folioValuePaise: value,
          takenTodayPaise: taken,
        });
        if (!cap.eligible) return false;
        const dayTotal = taken + cap.availablePaise;
        return (
          cap.availablePaise >= 0n &&
          (cap.availablePaise === 0n || (dayTotal <= 5_000_000n && dayTotal * 10n <= value * 9n)) &&
          (cap.capPaise + 1n) * 10n > value * 9n === cap.capPaise < 5_000_000n
        );
      }),
    );
  });
});

describe('STP and SWP installments', () => {
  it('starts on the chosen day on or after the start date', () => {
    // Wednesday 12 Aug 2026, day 10: 10 Aug has passed, so 10 Sep.
    expect(systematicPlanSchedule('2026-08-12', 10, 'M', 3)).toEqual([
      '2026-09-10',
      '2026-10-10',
      '2026-11-10',
    ]);
    // Day 12 is the start date itself: no lead time, the units are already held.
    expect(systematicPlanSchedule('2026-08-12', 12, 'Q', 2)).toEqual(['2026-08-12', '2026-11-12']);
    expect(systematicPlanSchedule('2026-12-20', 5, 'W', 3)).toEqual([
      '2027-01-05',
      '2027-01-12',
      '2027-01-19',
    ]);
  });

  it('refuses a count below one and a day the calendar does not offer', () => {
    expect(() => systematicPlanSchedule('2026-08-12', 10, 'M', 0)).toThrow(RangeError);
    expect(() => systematicPlanSchedule('2026-08-12', 29, 'M', 3)).toThrow(RangeError);
  });

  it('has as many dates as installments, the first within a month of the start', () => {
    const freq = fc.constantFrom('W' as const, 'F' as const, 'M' as const, 'Q' as const);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 }),
        fc.integer({ min: 1, max: 28 }),
        freq,
        fc.integer({ min: 1, max: 60 }),
        (offset, day, freqId, count) => {
          const start = addDays('2026-01-01', offset);
          const dates = systematicPlanSchedule(start, day, freqId, count);
          const first = dates[0]!;
          expect(dates).toHaveLength(count);
          expect(first >= start && first <= addDays(start, 31)).toBe(true);
          expect(Number(first.slice(8))).toBe(day);
          expect(dates.every((d, i) => i === 0 || dates[i - 1]! < d)).toBe(true);
        },
      ),
    );
  });
});
