import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  financialYearRange,
  remainingLots,
  replayLots,
  schemeCapitalGains,
  type GainMovement,
} from '../src/index.js';

const buy = (on: string, units: string, nav: string): GainMovement => ({
  flow: 'IN',
  on,
  units,
  nav,
  ref: `B-${on}`,
  trxnType: 'SIP',
  amountPaise: 0n,
});
const sell = (on: string, units: string, nav: string, extra: Partial<GainMovement> = {}) =>
  ({
    flow: 'OUT',
    on,
    units,
    nav,
    ref: `S-${on}`,
    trxnType: 'RED',
    amountPaise: 0n,
    ...extra,
  }) satisfies GainMovement;

const oneYearLoad = [{ basisPoints: 100, withinDays: 365 }];
const fy2627 = { from: '2026-04-01', to: '2027-03-31' };

describe('financial years', () => {
  it('runs April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('1999-12-01')).toBe('1999-00');
    expect(financialYearRange('2026-27')).toEqual(fy2627);
    expect(financialYearRange('1999-00')).toEqual({ from: '1999-04-01', to: '2000-03-31' });
  });

  it('refuses what is not a financial year', () => {
    for (const text of ['2026-28', '2026', '26-27', '2026-2027', 'abcd-ef', ''])
      expect(financialYearRange(text)).toBeNull();
  });
});

describe('capital-gains statement of a folio scheme', () => {
  const movements = [
    buy('2025-07-21', '10.000', '100.0000'),
    buy('2025-08-20', '10.000', '110.0000'),
    buy('2025-09-22', '5.500', '105.5000'),
    // Last year's sale takes 4 units of the first lot: not in this year's statement.
    sell('2026-03-10', '4.000', '120.0000'),
    // Takes the 6 left of the first lot (long term: held more than 12 months) and 7.5 of the second
    // (short term, within the 1 % exit-load year).
    sell('2026-07-22', '13.500', '130.0000'),
    // A switch-out of 4 units from the second lot's 2.5 (now long term, past the load year) and the
    // third: on 2026-09-22 it is exactly 12 months old, so short term, and still pays the load.
    sell('2026-09-22', '4.000', '140.0000', { trxnType: 'SWI', ref: 'SW-1' }),
  ];

  it('takes lots first in first out, splits short and long term and charges the exit load', () => {
    const { sales, totals } = schemeCapitalGains({
      movements,
      lockInDays: 0,
      orientation: 'EQUITY',
      exitLoadTiers: oneYearLoad,
      ...fy2627,
    });
    expect(sales.map((s) => s.ref)).toEqual(['S-2026-07-22', 'SW-1']);
    const [red, swi] = sales;
    expect(red!.lots.map((l) => [l.purchaseDate, l.units, l.term])).toEqual([
      ['2025-07-21', '6.000', 'LONG'],
      ['2025-08-20', '7.500', 'SHORT'],
    ]);
    // Long: (130 - 100) x 6 = ₹180; short: (130 - 110) x 7.5 = ₹150.
    expect(red!.longTermPaise).toBe(18_000n);
    expect(red!.shortTermPaise).toBe(15_000n);
    // Lot 1 held 366 days: no load; lot 2 held 336 days: 1 % of 7.5 x 130 = ₹9.75.
    expect(red!.lots.map((l) => l.exitLoadPaise)).toEqual([0n, 975n]);
    expect(red!.costPaise).toBe(60_000n + 82_500n);
    expect(red!.saleValuePaise).toBe(red!.costPaise + 33_000n);

    expect(swi!.trxnType).toBe('SWI');
    expect(swi!.lots.map((l) => [l.purchaseDate, l.units, l.term, l.daysHeld])).toEqual([
      ['2025-08-20', '2.500', 'LONG', 398],
      ['2025-09-22', '1.500', 'SHORT', 365],
    ]);
    // Long: (140 - 110) x 2.5 = ₹75; short: (140 - 105.5) x 1.5 = ₹51.75; load 1 % of ₹210.
    expect(swi!.longTermPaise).toBe(7_500n);
    expect(swi!.shortTermPaise).toBe(5_175n);
    expect(swi!.exitLoadPaise).toBe(210n);

    expect(totals).toMatchObject({
      units: '17.500',
      shortTermPaise: 15_000n + 5_175n,
      longTermPaise: 18_000n + 7_500n,
      exitLoadPaise: 975n + 210n,
      gainPaise: 15_000n + 5_175n + 18_000n + 7_500n,
    });
    expect(totals.saleValuePaise - totals.costPaise).toBe(totals.gainPaise);
  });

  it('counts the day after the anniversary as long term', () => {
    const { sales } = schemeCapitalGains({
      movements: [
        buy('2025-09-22', '1.000', '100.0000'),
        buy('2025-09-22', '1.000', '100.0000'),
        sell('2026-09-22', '1.000', '90.0000'),
        sell('2026-09-23', '1.000', '90.0000'),
      ],
      lockInDays: 0,
      orientation: 'EQUITY',
      exitLoadTiers: [],
      ...fy2627,
    });
    expect(sales.map((s) => [s.shortTermPaise, s.longTermPaise])).toEqual([
      [-1_000n, 0n],
      [0n, -1_000n],
    ]);
  });

  it('keeps the exit load a sale recorded, the last lot carrying the difference', () => {
    const { sales } = schemeCapitalGains({
      movements: [
        buy('2026-05-04', '1.000', '100.0000'),
        buy('2026-05-05', '1.000', '100.0000'),
        sell('2026-06-01', '2.000', '100.0000', { exitLoadPaise: 150n }),
      ],
      lockInDays: 0,
      orientation: 'EQUITY',
      exitLoadTiers: oneYearLoad,
      ...fy2627,
    });
    expect(sales[0]!.lots.map((l) => l.exitLoadPaise)).toEqual([100n, 50n]);
    expect(sales[0]!.exitLoadPaise).toBe(150n);
  });

  it('treats debt bought from April 2023 as short term at any age', () => {
    const { totals } = schemeCapitalGains({
      movements: [buy('2023-04-03', '10.000', '10.0000'), sell('2026-06-01', '10.000', '12.0000')],
      lockInDays: 0,
      orientation: 'DEBT',
      exitLoadTiers: [],
      ...fy2627,
    });
    expect(totals.shortTermPaise).toBe(2_000n);
    expect(totals.longTermPaise).toBe(0n);
  });

  it('skips locked ELSS lots as the redemption did, and leaves the same lots as remainingLots', () => {
    const elss = [
      buy('2023-03-15', '10.000', '70.0000'),
      buy('2025-08-22', '5.000', '100.0000'),
      buy('2026-01-05', '5.000', '95.0000'),
      sell('2026-08-21', '12.000', '112.0000'),
    ];
    const replay = replayLots(elss, 3 * 365);
    expect(replay.outs[0]!.lots.map((l) => [l.lot.allottedOn, l.units])).toEqual([
      ['2023-03-15', '10.000'],
      ['2025-08-22', '2.000'],
    ]);
    expect(replay.remaining).toEqual(remainingLots(elss, 3 * 365));
  });
});
