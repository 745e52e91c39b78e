import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  exitLoadBasisPoints,
  exitLoadOfSale,
  exitLoadOnLots,
  exitLoadText,
  exitLoadTiersOf,
  parseExitLoad,
  type ConsumedLot,
} from '../src/index.js';

const oneYear = exitLoadTiersOf({ basisPoints: 100, withinDays: 365 });
const redemption = { nav: '120.5000', on: '2026-03-20' };
const lot = (allottedOn: string, units: string): ConsumedLot => ({
  lot: { allottedOn, units, nav: '100.0000' },
  units,
  stampDutyPaise: 0n,
});

describe('exit load on the lots a redemption takes', () => {
  it('charges lots inside the period and spares older ones', () => {
    const load = exitLoadOnLots(
      [lot('2025-03-19', '5.000'), lot('2025-03-20', '10.000'), lot('2026-01-01', '3.333')],
      redemption,
      oneYear,
    );
    // 366 days: nil. 365 days, still within: 10 x 120.5 = ₹1,205.00 x 1% = ₹12.05.
    // 78 days: 3.333 x 120.5 = ₹401.6265 x 1% = ₹4.016265 -> ₹4.02. Total ₹16.07.
    expect(load.lots.map((l) => [l.daysHeld, l.basisPoints, l.loadPaise])).toEqual([
      [366, 0, 0n],
      [365, 100, 1_205n],
      [78, 100, 402n],
    ]);
    expect(load.totalPaise).toBe(1_607n);
  });

  it('takes the first tier whose period the lot is still within', () => {
    const tiers = [
      { basisPoints: 50, withinDays: 730 },
      { basisPoints: 100, withinDays: 365 },
    ];
    expect(exitLoadBasisPoints(0, tiers)).toBe(100);
    expect(exitLoadBasisPoints(365, tiers)).toBe(100);
    expect(exitLoadBasisPoints(366, tiers)).toBe(50);
    expect(exitLoadBasisPoints(731, tiers)).toBe(0);
    expect(exitLoadBasisPoints(10, [])).toBe(0);
  });

  it('rounds each lot once, not the value and then the load', () => {
    // 0.124 x 4 = ₹0.496 x 1% = 0.496 paise -> nothing; rounding the value to ₹0.50 first would make it 1 paisa.
    const load = exitLoadOnLots(
      [lot('2026-03-01', '0.124')],
      { nav: '4.0000', on: '2026-03-20' },
      oneYear,
    );
    expect(load.totalPaise).toBe(0n);
  });

  it('keeps the load a sale recorded, the last lot carrying the difference from the tiers', () => {
    // By the tiers: 365 days, 1 % of 10 x 120.5 = ₹12.05, and 78 days, 1 % of 3.333 x 120.5 =
    // ₹4.02: ₹16.07. The sale recorded ₹16.00, so the last lot carries ₹4.02 - ₹0.07 = ₹3.95.
    const lots = [lot('2025-03-20', '10.000'), lot('2026-01-01', '3.333')];
    const load = exitLoadOfSale(lots, redemption, oneYear, 1_600n);
    expect(load.lots.map((l) => l.loadPaise)).toEqual([1_205n, 395n]);
    expect(load.totalPaise).toBe(1_600n);
    // Nothing recorded: the tiers' figures stand.
    expect(exitLoadOfSale(lots, redemption, oneYear, null).totalPaise).toBe(1_607n);
  });

  it('is nothing for a scheme without exit load', () => {
    expect(
      exitLoadOnLots([lot('2026-03-19', '10')], redemption, exitLoadTiersOf(null)).totalPaise,
    ).toBe(0n);
  });
});

describe('exit load text', () => {
  it.each([
    ['Nil', []],
    ['', []],
    ['1% if redeemed within 365 days', [{ basisPoints: 100, withinDays: 365 }]],
    ['0.25% if redeemed within 30 days', [{ basisPoints: 25, withinDays: 30 }]],
    [
      '1% if redeemed or switched out within 1 year from the date of allotment; Nil thereafter',
      [{ basisPoints: 100, withinDays: 365 }],
    ],
    [
      '0.5% if redeemed within 730 days, 1% if redeemed within 365 days. Nil after 730 days',
      [
        { basisPoints: 100, withinDays: 365 },
        { basisPoints: 50, withinDays: 730 },
      ],
    ],
  ])('reads %j', (text, tiers) => {
    expect(parseExitLoad(text)).toEqual(tiers);
  });

  it.each([
    '1% if redeemed within 12 months',
    'Rs. 500 per redemption',
    '1% if redeemed within 365 days, except for 10% of units',
  ])('does not guess at %j', (text) => {
    expect(parseExitLoad(text)).toBeNull();
  });

  it('reads back every rule the scheme attributes write', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_99 }),
        fc.integer({ min: 1, max: 3_650 }),
        (basisPoints, withinDays) => {
          const rule = { basisPoints, withinDays };
          expect(parseExitLoad(exitLoadText(rule))).toEqual([rule]);
        },
      ),
    );
  });
});

describe('exit load, for any lots', () => {
  it('is within half a paisa of the exact load on each lot, and the lots add up to the total', () => {
    const lotArb = fc.record({
      days: fc.integer({ min: 0, max: 800 }),
      thousandths: fc.bigInt({ min: 0n, max: 100_000_000n }),
    });
    fc.assert(
      fc.property(
        fc.array(lotArb, { maxLength: 8 }),
        fc.bigInt({ min: 1n, max: 99_999_999n }),
        (raw, navTenThousandths) => {
          const nav = `${navTenThousandths / 10_000n}.${String(navTenThousandths % 10_000n).padStart(4, '0')}`;
          const lots = raw.map(({ days, thousandths }) =>
            lot(
              addDays('2026-03-20', -days),
              `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')}`,
            ),
          );
          const load = exitLoadOnLots(lots, { nav, on: '2026-03-20' }, oneYear);
          load.lots.forEach((charged, i) => {
            const { days, thousandths } = raw[i]!;
            expect(charged.basisPoints).toBe(days <= 365 ? 100 : 0);
            // Exact load in paise = units x NAV x 100 x bp / 10,000 = thousandths x tenThousandths x bp / 10^9.
            const error =
              charged.loadPaise * 10n ** 9n -
              thousandths * navTenThousandths * BigInt(charged.basisPoints);
            expect(error * 2n <= 10n ** 9n && error * 2n >= -(10n ** 9n)).toBe(true);
          });
          expect(load.totalPaise).toBe(load.lots.reduce((sum, l) => sum + l.loadPaise, 0n));
        },
      ),
    );
  });
});
