import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  determinedGainsClasses,
  fundOrientationOf,
  gainTerm,
  grandfatheredCostPaise,
  lotSaleValues,
  saleCapitalGains,
  valuePaise,
  type ConsumedLot,
  type GainsClass,
} from '../src/index.js';

const lot = (allottedOn: string, units: string, nav: string, stampDutyPaise = 0n): ConsumedLot => ({
  lot: { allottedOn, units, nav },
  units,
  stampDutyPaise,
});

describe('holding periods', () => {
  it('makes equity-oriented units long term after more than 12 months', () => {
    expect(gainTerm('2025-01-10', '2026-01-10', 'EQUITY')).toBe('SHORT');
    expect(gainTerm('2025-01-10', '2026-01-11', 'EQUITY')).toBe('LONG');
    // Bought on a leap day: the anniversary is 28 Feb.
    expect(gainTerm('2024-02-29', '2025-02-28', 'EQUITY')).toBe('SHORT');
    expect(gainTerm('2024-02-29', '2025-03-01', 'EQUITY')).toBe('LONG');
  });

  it('makes other schemes long term after 24 months for transfers from 23-07-2024, 36 before', () => {
    // Sold 23-07-2024: 24 months. Bought 22-07-2022, held 24 months and a day: long term.
    expect(gainTerm('2022-07-22', '2024-07-23', 'OTHER')).toBe('LONG');
    expect(gainTerm('2022-07-23', '2024-07-23', 'OTHER')).toBe('SHORT');
    // Sold 22-07-2024: 36 months. The same units held 24 months and a day are short term.
    expect(gainTerm('2022-07-21', '2024-07-22', 'OTHER')).toBe('SHORT');
    expect(gainTerm('2021-07-21', '2024-07-22', 'OTHER')).toBe('LONG');
    expect(gainTerm('2021-07-22', '2024-07-22', 'OTHER')).toBe('SHORT');
    // Debt bought before 01-04-2023, sold 01-04-2025: 24 months and a day.
    expect(gainTerm('2023-03-31', '2025-04-01', 'DEBT')).toBe('LONG');
  });

  it('keeps debt bought from 01-04-2023 short term however long it is held (s. 50AA)', () => {
    expect(gainTerm('2023-03-31', '2026-03-20', 'DEBT')).toBe('LONG');
    expect(gainTerm('2023-04-01', '2030-03-20', 'DEBT')).toBe('SHORT');
  });

  it('treats gold and overseas funds bought from 01-04-2023 as specified for transfers to 31-03-2025 only', () => {
    // Under the 2023 definition (at most 35 % in Indian equity) a gold fund was specified.
    expect(gainTerm('2023-04-03', '2025-03-31', 'LOW_EQUITY')).toBe('SHORT');
    // From 01-04-2025 only funds more than 65 % in debt are: 24 months and a day is long term.
    expect(gainTerm('2023-04-03', '2025-04-04', 'LOW_EQUITY')).toBe('LONG');
    expect(gainTerm('2023-04-03', '2025-04-03', 'LOW_EQUITY')).toBe('SHORT');
    expect(gainTerm('2023-03-31', '2025-03-31', 'LOW_EQUITY')).toBe('SHORT');
    expect(gainTerm('2022-03-30', '2025-03-31', 'LOW_EQUITY')).toBe('LONG');
  });

  it('gives a term for an undetermined class only where every class gives the same', () => {
    // Up to 12 months: short term whatever the class.
    expect(gainTerm('2025-01-10', '2026-01-10', 'UNDETERMINED')).toBe('SHORT');
    // 13 months: long term if equity-oriented, short term otherwise.
    expect(gainTerm('2025-01-10', '2026-02-11', 'UNDETERMINED')).toBe('UNDETERMINED');
    // Bought before 01-04-2023 and held over 24 months: long term whatever the class.
    expect(gainTerm('2023-03-01', '2026-03-20', 'UNDETERMINED')).toBe('LONG');
    // Bought after: a debt fund would be short term.
    expect(gainTerm('2023-04-01', '2026-03-20', 'UNDETERMINED')).toBe('UNDETERMINED');
  });

  it('turns long term on one day and stays long term, unless the class is specified', () => {
    const gainsClass = fc.constantFrom<GainsClass>(...determinedGainsClasses, 'UNDETERMINED');
    const date = fc.integer({ min: 0, max: 3_000 }).map((d) => addDays('2018-01-01', d));
    fc.assert(
      fc.property(gainsClass, date, fc.integer({ min: 0, max: 1_500 }), (c, bought, days) => {
        const sold = addDays(bought, days);
        // 12 months are 365 or 366 days.
        if (days <= 365) expect(gainTerm(bought, sold, c)).toBe('SHORT');
        if (c === 'EQUITY' && days > 366) expect(gainTerm(bought, sold, c)).toBe('LONG');
        // Debt bought before 01-04-2023 and held 36 months and more: long term on either rule.
        if (c === 'DEBT' && bought < '2023-04-01' && days > 3 * 366)
          expect(gainTerm(bought, sold, c)).toBe('LONG');
        if (c === 'DEBT' && bought >= '2023-04-01') expect(gainTerm(bought, sold, c)).toBe('SHORT');
      }),
    );
  });
});

describe('the gain of a sale, lot by lot', () => {
  it('deducts the stamp duty with the cost and the exit load from the sale value', () => {
    // Two equity lots sold 20-03-2026 at 120.5000, the sale's gross ₹1,807.52:
    // - 5.000 units bought 19-03-2025 at 130.0000 with ₹0.03 of stamp duty: cost 5 x 130 + 0.03 =
    //   ₹650.03; sale value 5 x 120.5 = ₹602.50; no exit load (held 366 days); gain 602.50 - 0 -
    //   650.03 = -₹47.53, long term.
    // - 10.000 units bought 20-03-2025 at 100.1234 with ₹0.05: cost 1,001.234 -> ₹1,001.23 + 0.05
    //   = ₹1,001.28; sale value: the gross less the first lot, 1,807.52 - 602.50 = ₹1,205.02
    //   (10 x 120.5 = ₹1,205.00, the 2 paise the sale's rounding left go to the last lot); exit
    //   load ₹12.05; gain 1,205.02 - 12.05 - 1,001.28 = ₹191.69, short term (exactly 12 months).
    const sale = saleCapitalGains({
      lots: [
        lot('2025-03-19', '5.000', '130.0000', 3n),
        lot('2025-03-20', '10.000', '100.1234', 5n),
      ],
      sale: { nav: '120.5000', on: '2026-03-20', grossPaise: 180_752n },
      exitLoadsPaise: [0n, 1_205n],
      gainsClass: 'EQUITY',
    });
    expect(
      sale.lots.map((l) => [l.term, l.costPaise, l.saleValuePaise, l.exitLoadPaise, l.gainPaise]),
    ).toEqual([
      ['LONG', 65_003n, 60_250n, 0n, -4_753n],
      ['SHORT', 100_128n, 120_502n, 1_205n, 19_169n],
    ]);
    expect(sale).toMatchObject({
      costPaise: 165_131n,
      saleValuePaise: 180_752n,
      exitLoadPaise: 1_205n,
      shortTermPaise: 19_169n,
      longTermPaise: -4_753n,
      undeterminedTermPaise: 0n,
      gainPaise: 14_416n,
    });
  });

  it('gives the last lot of a sale by amount what the units value leaves of the gross', () => {
    // ₹88,000.00 redeemed at 5,205.2407: 88,000 / 5,205.2407 = 16.90604 -> 16.906 units, worth
    // 16.906 x 5,205.2407 = ₹87,999.7993. Lots of 10.000 and 6.906 units: the first is worth
    // 52,052.407 -> ₹52,052.41; the last gets 88,000.00 - 52,052.41 = ₹35,947.59 (its own value
    // being 35,947.3923 -> ₹35,947.39), so the lots add up to the ₹88,000.00 sold.
    expect(
      lotSaleValues(
        [lot('2025-01-10', '10.000', '4000'), lot('2025-02-10', '6.906', '4100')],
        '5205.2407',
        8_800_000n,
      ),
    ).toEqual([5_205_241n, 3_594_759n]);
  });

  it('grandfathers equity-oriented units bought before 01-02-2018 (s. 55(2)(ac))', () => {
    // 100 units bought 15-01-2017 at 40.0000 (cost ₹4,000.00, no stamp duty then), NAV 31-01-2018
    // 52.3000 (fair market value ₹5,230.00), sold 20-06-2026:
    // - at 61.2500: sale value ₹6,125.00; cost = max(4,000, min(5,230, 6,125)) = ₹5,230.00;
    //   gain ₹895.00, long term.
    // - at 45.0000: sale value ₹4,500.00; cost = max(4,000, min(5,230, 4,500)) = ₹4,500.00; no gain.
    // - at 35.0000: sale value ₹3,500.00; cost = max(4,000, 3,500) = ₹4,000.00; loss ₹500.00.
    const sold = (nav: string) =>
      saleCapitalGains({
        lots: [lot('2017-01-15', '100.000', '40.0000')],
        sale: { nav, on: '2026-06-20', grossPaise: valuePaise('100', nav) },
        exitLoadsPaise: [0n],
        gainsClass: 'EQUITY',
        grandfatheringNav: '52.3000',
      }).lots[0]!;
    expect(sold('61.2500')).toMatchObject({
      grandfathering: 'APPLIES',
      acquisitionCostPaise: 400_000n,
      fairMarketValuePaise: 523_000n,
      costPaise: 523_000n,
      gainPaise: 89_500n,
      term: 'LONG',
    });
    expect(sold('45.0000')).toMatchObject({ costPaise: 450_000n, gainPaise: 0n });
    expect(sold('35.0000')).toMatchObject({ costPaise: 400_000n, gainPaise: -50_000n });
    expect(grandfatheredCostPaise(400_000n, 523_000n, 612_500n)).toBe(523_000n);
  });

  it('does not grandfather later units, other classes, or without the NAV of 31-01-2018', () => {
    const gains = (allottedOn: string, gainsClass: GainsClass, grandfatheringNav: string | null) =>
      saleCapitalGains({
        lots: [lot(allottedOn, '10.000', '40.0000')],
        sale: { nav: '60.0000', on: '2026-06-20', grossPaise: 60_000n },
        exitLoadsPaise: [0n],
        gainsClass,
        grandfatheringNav,
      }).lots[0]!;
    // Bought 01-02-2018: no grandfathering; cost 10 x 40 = ₹400, gain ₹200.
    expect(gains('2018-02-01', 'EQUITY', '52.0000')).toMatchObject({
      grandfathering: 'NOT_APPLICABLE',
      costPaise: 40_000n,
      gainPaise: 20_000n,
    });
    expect(gains('2017-06-01', 'OTHER', '52.0000').grandfathering).toBe('NOT_APPLICABLE');
    // It applies, but the NAV is not on record: the actual cost stands and the statement says so.
    expect(gains('2017-06-01', 'EQUITY', null)).toMatchObject({
      grandfathering: 'NAV_NOT_ON_RECORD',
      fairMarketValuePaise: null,
      costPaise: 40_000n,
    });
  });

  it('keeps cost + gain + exit load = sale value for every lot, and the lots add up to the gross', () => {
    const units = fc
      .integer({ min: 1, max: 10_000_000 })
      .map((t) => `${Math.floor(t / 1000)}.${String(t % 1000).padStart(3, '0')}`);
    const nav = fc
      .integer({ min: 1, max: 99_999_999 })
      .map((t) => `${Math.floor(t / 10_000)}.${String(t % 10_000).padStart(4, '0')}`);
    const lotArb = fc.record({
      units,
      nav,
      duty: fc.bigInt({ min: 0n, max: 50_000n }),
      load: fc.bigInt({ min: 0n, max: 20_000n }),
      daysBefore: fc.integer({ min: 1, max: 4_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(lotArb, { minLength: 1, maxLength: 6 }),
        nav,
        fc.bigInt({ min: -500n, max: 500n }),
        fc.constantFrom<GainsClass>(...determinedGainsClasses, 'UNDETERMINED'),
        (raw, saleNav, drift, gainsClass) => {
          const lots = raw.map((r) =>
            lot(addDays('2026-06-20', -r.daysBefore), r.units, r.nav, r.duty),
          );
          const worth = lots.reduce((sum, l) => sum + valuePaise(l.units, saleNav), 0n);
          const sale = saleCapitalGains({
            lots,
            sale: { nav: saleNav, on: '2026-06-20', grossPaise: worth + drift },
            exitLoadsPaise: raw.map((r) => r.load),
            gainsClass,
            grandfatheringNav: '10.0000',
          });
          for (const l of sale.lots)
            expect(l.costPaise + l.gainPaise + l.exitLoadPaise).toBe(l.saleValuePaise);
          expect(sale.saleValuePaise).toBe(worth + drift);
          expect(sale.costPaise + sale.gainPaise + sale.exitLoadPaise).toBe(sale.saleValuePaise);
          expect(sale.shortTermPaise + sale.longTermPaise + sale.undeterminedTermPaise).toBe(
            sale.gainPaise,
          );
        },
      ),
    );
  });
});

describe('how a scheme settles when sold', () => {
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
