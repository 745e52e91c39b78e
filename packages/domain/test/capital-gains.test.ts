import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  capitalGains,
  fundOrientationOf,
  gainTerm,
  valuePaise,
  type ConsumedLot,
  type FundOrientation,
} from '../src/index.js';

const lot = (allottedOn: string, units: string, nav: string): ConsumedLot => ({
  lot: { allottedOn, units, nav },
  units,
});

describe('capital gains of a redemption', () => {
  it('splits an equity redemption into short and long term lot by lot', () => {
    const gains = capitalGains(
      [
        lot('2025-03-19', '5.000', '130.0000'),
        lot('2025-03-20', '10.000', '100.0000'),
        lot('2026-01-01', '3.333', '110.1234'),
      ],
      { nav: '120.5000', on: '2026-03-20' },
      'EQUITY',
    );
    // Held a year and a day: long term, (120.5 - 130) x 5 = -₹47.50.
    // Held exactly 12 months, not more: short term, (120.5 - 100) x 10 = ₹205.00.
    // (120.5 - 110.1234) x 3.333 = ₹34.5852078 -> ₹34.59, short term.
    expect(gains.lots.map((g) => [g.term, g.gainPaise])).toEqual([
      ['LONG', -4_750n],
      ['SHORT', 20_500n],
      ['SHORT', 3_459n],
    ]);
    expect(gains.shortTermPaise).toBe(23_959n);
    expect(gains.longTermPaise).toBe(-4_750n);
  });

  it('rounds a loss of half a paisa away from zero', () => {
    // 0.001 x (5 - 10) = -₹0.005 -> -₹0.01
    const gains = capitalGains(
      [lot('2026-01-01', '0.001', '10')],
      { nav: '5', on: '2026-02-01' },
      'OTHER',
    );
    expect(gains.shortTermPaise).toBe(-1n);
  });
});

describe('holding periods', () => {
  it('makes equity long term after more than 12 months', () => {
    expect(gainTerm('2025-01-10', '2026-01-10', 'EQUITY')).toBe('SHORT');
    expect(gainTerm('2025-01-10', '2026-01-11', 'EQUITY')).toBe('LONG');
    // Bought on a leap day: the anniversary is 28 Feb.
    expect(gainTerm('2024-02-29', '2025-02-28', 'EQUITY')).toBe('SHORT');
    expect(gainTerm('2024-02-29', '2025-03-01', 'EQUITY')).toBe('LONG');
  });

  it('makes other schemes long term after more than 24 months', () => {
    expect(gainTerm('2024-03-20', '2026-03-20', 'OTHER')).toBe('SHORT');
    expect(gainTerm('2024-03-19', '2026-03-20', 'OTHER')).toBe('LONG');
  });

  it('keeps debt bought from 1 April 2023 short term however long it is held', () => {
    expect(gainTerm('2023-03-31', '2026-03-20', 'DEBT')).toBe('LONG');
    expect(gainTerm('2023-04-01', '2030-03-20', 'DEBT')).toBe('SHORT');
  });

  it('turns long term on one day and stays long term', () => {
    const orientation = fc.constantFrom<FundOrientation>('EQUITY', 'DEBT', 'OTHER');
    const date = fc.integer({ min: 0, max: 3_000 }).map((d) => addDays('2018-01-01', d));
    fc.assert(
      fc.property(orientation, date, fc.integer({ min: 0, max: 1_500 }), (o, bought, days) => {
        const sold = addDays(bought, days);
        if (gainTerm(bought, sold, o) === 'LONG')
          expect(gainTerm(bought, addDays(sold, 1), o)).toBe('LONG');
        // 12 months are 365 or 366 days, 24 months 730 or 731.
        const years = o === 'EQUITY' ? 1 : 2;
        const alwaysShort = o === 'DEBT' && bought >= '2023-04-01';
        if (days <= years * 365) expect(gainTerm(bought, sold, o)).toBe('SHORT');
        if (days > years * 366)
          expect(gainTerm(bought, sold, o)).toBe(alwaysShort ? 'SHORT' : 'LONG');
      }),
    );
  });

  it('gives each lot the difference of sale and purchase value, to within a paisa', () => {
    const units = fc
      .bigInt({ min: 0n, max: 10_000_000n })
      .map((t) => `${t / 1000n}.${String(t % 1000n).padStart(3, '0')}`);
    const nav = fc
      .bigInt({ min: 1n, max: 99_999_999n })
      .map((t) => `${t / 10_000n}.${String(t % 10_000n).padStart(4, '0')}`);
    fc.assert(
      fc.property(fc.array(fc.tuple(units, nav), { maxLength: 6 }), nav, (raw, saleNav) => {
        const lots = raw.map(([u, n]) => lot('2024-06-03', u, n));
        const gains = capitalGains(lots, { nav: saleNav, on: '2026-03-20' }, 'EQUITY');
        gains.lots.forEach(({ consumed, gainPaise }) => {
          const byValues =
            valuePaise(consumed.units, saleNav) - valuePaise(consumed.units, consumed.lot.nav);
          expect(gainPaise - byValues <= 1n && byValues - gainPaise <= 1n).toBe(true);
        });
        expect(gains.longTermPaise).toBe(gains.lots.reduce((sum, g) => sum + g.gainPaise, 0n));
        expect(gains.shortTermPaise).toBe(0n);
      }),
    );
  });
});

describe('how a scheme is treated when sold', () => {
  it.each([
    ['Equity Scheme - ELSS', 'Axis ELSS Tax Saver Fund - Direct Growth', 'EQUITY'],
    ['Equity Scheme - Large Cap Fund', 'Nippon India Large Cap Fund - Growth', 'EQUITY'],
    ['Other Scheme - Index Funds', 'UTI Nifty 50 Index Fund - Growth Option- Direct', 'EQUITY'],
    ['Other Scheme - Other  ETFs', 'HDFC NIFTY 50 ETF - Growth Plan', 'EQUITY'],
    ['Hybrid Scheme - Aggressive Hybrid Fund', 'SBI Equity Hybrid Fund - Growth', 'EQUITY'],
    ['Hybrid Scheme - Arbitrage Fund', 'Kotak Arbitrage Fund - Growth', 'EQUITY'],
    [
      'Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage',
      'HDFC Balanced Advantage Fund',
      'EQUITY',
    ],
    [
      'Solution Oriented Scheme - Retirement Fund',
      'HDFC Retirement Savings Fund - Equity Plan',
      'EQUITY',
    ],
    ['Debt Scheme - Liquid Fund', 'Axis Liquid Fund - Growth', 'DEBT'],
    ['Debt Scheme - Overnight Fund', 'SBI Overnight Fund - Growth', 'DEBT'],
    ['Debt Scheme - Gilt Fund', 'ICICI Prudential Gilt Fund - Growth', 'DEBT'],
    ['Hybrid Scheme - Conservative Hybrid Fund', 'Kotak Debt Hybrid - Growth', 'OTHER'],
    ['Hybrid Scheme - Multi Asset Allocation', 'ICICI Prudential Multi-Asset Fund', 'OTHER'],
    ['Other Scheme - Gold ETF', 'Nippon India ETF Gold BeES', 'OTHER'],
    ['Other Scheme - FoF Domestic', 'Axis Nifty 50 Index Fund of Fund - Growth', 'OTHER'],
    ['Other Scheme - FoF Overseas', 'Motilal Oswal Nasdaq 100 FOF - Growth', 'OTHER'],
    [
      'Equity Scheme - Sectoral/ Thematic',
      'Franklin U.S. Opportunities Equity Active FoF',
      'OTHER',
    ],
  ] as const)('%s / %s is %s', (category, name, orientation) => {
    expect(fundOrientationOf({ category, name })).toBe(orientation);
  });
});
