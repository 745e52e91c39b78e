import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addUnitsText,
  financialYearOf,
  financialYearRange,
  remainingLots,
  replayLots,
  schemeCapitalGains,
  stampDutyPaise,
  unitsForPurchase,
  valuePaise,
  type GainMovement,
} from '../src/index.js';

/** A purchase with the stamp duty it paid (none unless told). */
const buy = (on: string, units: string, nav: string, stampDuty = 0n): GainMovement => ({
  flow: 'IN',
  on,
  units,
  nav,
  stampDutyPaise: stampDuty,
  ref: `B-${on}`,
  trxnType: 'SIP',
  amountPaise: valuePaise(units, nav) + stampDuty,
});
/** A sale; `paid` is what reached the investor, after exit load. */
const sell = (
  on: string,
  units: string,
  nav: string,
  paid: bigint,
  extra: Partial<GainMovement> = {},
) =>
  ({
    flow: 'OUT',
    on,
    units,
    nav,
    ref: `S-${on}`,
    trxnType: 'RED',
    amountPaise: paid,
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
    // Stamp duty on ₹1,000.05, ₹1,100.06 and ₹580.28: ₹0.05, ₹0.055 -> ₹0.06, ₹0.029 -> ₹0.03.
    buy('2025-07-21', '10.000', '100.0000', 5n),
    buy('2025-08-20', '10.000', '110.0000', 6n),
    buy('2025-09-22', '5.500', '105.5000', 3n),
    // Last year's sale takes 4 units of the first lot and round(5 x 4 / 10) = 2 paise of its duty:
    // not in this year's statement.
    sell('2026-03-10', '4.000', '120.0000', 48_000n),
    // Takes the 6 left of the first lot (long term: held more than 12 months) and 7.5 of the second
    // (short term, within the 1 % exit-load year: 1 % of 7.5 x 130 = ₹9.75). Gross 13.5 x 130 =
    // ₹1,755.00, paid ₹1,745.25.
    sell('2026-07-22', '13.500', '130.0000', 174_525n),
    // A switch-out of 4 units from the second lot's 2.5 (now long term, past the load year) and the
    // third: on 2026-09-22 it is exactly 12 months old, so short term, and still pays the load of
    // 1 % of 1.5 x 140 = ₹2.10. Gross ₹560.00, switched ₹557.90.
    sell('2026-09-22', '4.000', '140.0000', 55_790n, { trxnType: 'SWI', ref: 'SW-1' }),
  ];

  it('takes lots first in first out with their stamp duty, charges the exit load and splits the terms', () => {
    const { sales, totals } = schemeCapitalGains({
      movements,
      lockInDays: 0,
      gainsClass: 'EQUITY',
      exitLoadTiers: oneYearLoad,
      ...fy2627,
    });
    expect(sales.map((s) => s.ref)).toEqual(['S-2026-07-22', 'SW-1']);
    const [red, swi] = sales;
    // Lot 1: 6 units, the duty the earlier sale left (5 - 2 = 3 paise): cost 600.00 + 0.03 =
    // ₹600.03; sale value 6 x 130 = ₹780.00; gain ₹179.97, long term.
    // Lot 2: 7.5 of 10 units: round(6 x 7.5 / 10) = 4.5 -> 5 paise; cost 825.00 + 0.05 = ₹825.05;
    // sale value 1,755.00 - 780.00 = ₹975.00; gain 975.00 - 9.75 - 825.05 = ₹140.20, short term.
    expect(
      red!.lots.map((l) => [
        l.purchaseDate,
        l.units,
        l.term,
        l.stampDutyPaise,
        l.costPaise,
        l.saleValuePaise,
        l.exitLoadPaise,
        l.gainPaise,
      ]),
    ).toEqual([
      ['2025-07-21', '6.000', 'LONG', 3n, 60_003n, 78_000n, 0n, 17_997n],
      ['2025-08-20', '7.500', 'SHORT', 5n, 82_505n, 97_500n, 975n, 14_020n],
    ]);
    expect(red).toMatchObject({
      units: '13.500',
      saleValuePaise: 175_500n,
      exitLoadPaise: 975n,
      netPaise: 174_525n,
      longTermPaise: 17_997n,
      shortTermPaise: 14_020n,
    });

    expect(swi!.trxnType).toBe('SWI');
    // Lot 2's last 2.5 units carry the duty left, 6 - 5 = 1 paisa: cost 275.00 + 0.01 = ₹275.01;
    // sale value 2.5 x 140 = ₹350.00; gain ₹74.99, long term (398 days).
    // Lot 3: 1.5 of 5.5 units: round(3 x 1.5 / 5.5) = 0.82 -> 1 paisa; cost 158.25 + 0.01 =
    // ₹158.26; sale value 560.00 - 350.00 = ₹210.00; gain 210.00 - 2.10 - 158.26 = ₹49.64.
    expect(
      swi!.lots.map((l) => [l.purchaseDate, l.units, l.term, l.daysHeld, l.costPaise, l.gainPaise]),
    ).toEqual([
      ['2025-08-20', '2.500', 'LONG', 398, 27_501n, 7_499n],
      ['2025-09-22', '1.500', 'SHORT', 365, 15_826n, 4_964n],
    ]);
    expect(swi).toMatchObject({ exitLoadPaise: 210n, saleValuePaise: 56_000n, netPaise: 55_790n });

    // Cost 600.03 + 825.05 + 275.01 + 158.26 = ₹1,858.35; sale value ₹2,315.00; loads ₹11.85;
    // gain 2,315.00 - 11.85 - 1,858.35 = ₹444.80.
    expect(totals).toEqual({
      units: '17.500',
      costPaise: 185_835n,
      saleValuePaise: 231_500n,
      exitLoadPaise: 1_185n,
      shortTermPaise: 14_020n + 4_964n,
      longTermPaise: 17_997n + 7_499n,
      undeterminedTermPaise: 0n,
      gainPaise: 44_480n,
    });
  });

  it('counts the day after the anniversary as long term', () => {
    // Each sale: 1 unit at 90 paid ₹90.00, bought at 100: a loss of ₹10.00.
    const { sales } = schemeCapitalGains({
      movements: [
        buy('2025-09-22', '1.000', '100.0000'),
        buy('2025-09-22', '1.000', '100.0000'),
        sell('2026-09-22', '1.000', '90.0000', 9_000n),
        sell('2026-09-23', '1.000', '90.0000', 9_000n),
      ],
      lockInDays: 0,
      gainsClass: 'EQUITY',
      exitLoadTiers: [],
      ...fy2627,
    });
    expect(sales.map((s) => [s.shortTermPaise, s.longTermPaise])).toEqual([
      [-1_000n, 0n],
      [0n, -1_000n],
    ]);
  });

  it('keeps the exit load a sale recorded, the last lot carrying the difference', () => {
    // The tiers say 1 % of ₹100 on each lot; the sale recorded ₹1.50 and paid 200.00 - 1.50 =
    // ₹198.50. Gains: 100.00 - 1.00 - 100.00 = -₹1.00 and 100.00 - 0.50 - 100.00 = -₹0.50.
    const { sales } = schemeCapitalGains({
      movements: [
        buy('2026-05-04', '1.000', '100.0000'),
        buy('2026-05-05', '1.000', '100.0000'),
        sell('2026-06-01', '2.000', '100.0000', 19_850n, { exitLoadPaise: 150n }),
      ],
      lockInDays: 0,
      gainsClass: 'EQUITY',
      exitLoadTiers: oneYearLoad,
      ...fy2627,
    });
    expect(sales[0]!.lots.map((l) => [l.exitLoadPaise, l.gainPaise])).toEqual([
      [100n, -100n],
      [50n, -50n],
    ]);
    expect(sales[0]).toMatchObject({ exitLoadPaise: 150n, saleValuePaise: 20_000n });
  });

  it('treats debt bought from April 2023 as short term at any age', () => {
    // 10 x (12 - 10) = ₹20.00.
    const { totals } = schemeCapitalGains({
      movements: [
        buy('2023-04-03', '10.000', '10.0000'),
        sell('2026-06-01', '10.000', '12.0000', 12_000n),
      ],
      lockInDays: 0,
      gainsClass: 'DEBT',
      exitLoadTiers: [],
      ...fy2627,
    });
    expect(totals.shortTermPaise).toBe(2_000n);
    expect(totals.longTermPaise).toBe(0n);
  });

  it('makes a sale by amount add up to the amount, net paid being what reached the bank', () => {
    // ₹88,000.00 asked of a scheme at 5,205.2407: 16.906 units (88,000 / 5,205.2407 = 16.90604),
    // worth ₹87,999.80. Lots of 10.000 units at 4,800.0000 (stamp duty ₹2.40) and 6.906 of 12.000
    // at 5,000.0000 (duty ₹3.00, share round(300 x 6.906 / 12) = 172.65 -> ₹1.73).
    // Exit load 1 % on the second lot, held under a year: 6.906 x 5,205.2407 = ₹35,947.3923 ->
    // 1 % = ₹359.47. Paid 88,000.00 - 359.47 = ₹87,640.53.
    // Lot 1: sale value 52,052.407 -> ₹52,052.41; cost 48,000.00 + 2.40 = ₹48,002.40; gain
    // ₹4,050.01, long term.
    // Lot 2: sale value 88,000.00 - 52,052.41 = ₹35,947.59; cost 34,530.00 + 1.73 = ₹34,531.73;
    // gain 35,947.59 - 359.47 - 34,531.73 = ₹1,056.39, short term. The sale gains ₹5,106.40.
    const { sales } = schemeCapitalGains({
      movements: [
        buy('2025-03-03', '10.000', '4800.0000', 240n),
        buy('2026-01-05', '12.000', '5000.0000', 300n),
        sell('2026-07-01', '16.906', '5205.2407', 8_764_053n, { exitLoadPaise: 35_947n }),
      ],
      lockInDays: 0,
      gainsClass: 'EQUITY',
      exitLoadTiers: oneYearLoad,
      ...fy2627,
    });
    const [sale] = sales;
    expect(
      sale!.lots.map((l) => [l.costPaise, l.saleValuePaise, l.exitLoadPaise, l.gainPaise]),
    ).toEqual([
      [4_800_240n, 5_205_241n, 0n, 405_001n],
      [3_453_173n, 3_594_759n, 35_947n, 105_639n],
    ]);
    expect(sale).toMatchObject({
      saleValuePaise: 8_800_000n,
      exitLoadPaise: 35_947n,
      netPaise: 8_764_053n,
      gainPaise: 510_640n,
    });
  });

  it('skips locked ELSS lots as the redemption did, and leaves the same lots as remainingLots', () => {
    const elss = [
      buy('2023-03-15', '10.000', '70.0000'),
      buy('2025-08-22', '5.000', '100.0000'),
      buy('2026-01-05', '5.000', '95.0000'),
      sell('2026-08-21', '12.000', '112.0000', 134_400n),
    ];
    const replay = replayLots(elss, 3 * 365);
    expect(replay.outs[0]!.lots.map((l) => [l.lot.allottedOn, l.units])).toEqual([
      ['2023-03-15', '10.000'],
      ['2025-08-22', '2.000'],
    ]);
    expect(replay.remaining).toEqual(remainingLots(elss, 3 * 365));
  });
});

describe('capital-gains statement, for any purchase and sale history', () => {
  const step = fc.record({
    isSale: fc.boolean(),
    days: fc.integer({ min: 0, max: 60 }),
    amountPaise: fc.bigInt({ min: 10_000n, max: 50_000_000n }),
    navTenThousandths: fc.integer({ min: 100_000, max: 60_000_000 }),
    share: fc.integer({ min: 1, max: 100 }),
    byAmount: fc.boolean(),
  });

  it('adds the lots of every sale up to its units and gross, and cost + gain + exit load to its sale value', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), (steps) => {
        const movements: GainMovement[] = [];
        let on = '2023-01-02';
        let held = 0n;
        for (const [i, s] of steps.entries()) {
          on = addDays(on, s.days);
          const nav = `${Math.floor(s.navTenThousandths / 10_000)}.${String(s.navTenThousandths % 10_000).padStart(4, '0')}`;
          if (!s.isSale) {
            const units = unitsForPurchase(s.amountPaise, nav);
            if (units === '0.000') continue;
            held += BigInt(units.replace('.', ''));
            movements.push({ ...buy(on, units, nav, stampDutyPaise(s.amountPaise)), ref: `B${i}` });
            continue;
          }
          const thousandths = (held * BigInt(s.share)) / 100n;
          if (thousandths === 0n) continue;
          held -= thousandths;
          const units = `${thousandths / 1000n}.${String(thousandths % 1000n).padStart(3, '0')}`;
          // Sold by amount, the gross is the amount asked, a little off the units' value.
          const worth = valuePaise(units, nav);
          const gross = s.byAmount ? worth + BigInt(s.navTenThousandths % 7) - 3n : worth;
          const load = gross / 200n;
          movements.push(sell(on, units, nav, gross - load, { ref: `S${i}`, exitLoadPaise: load }));
        }
        const { sales } = schemeCapitalGains({
          movements,
          lockInDays: 0,
          gainsClass: 'EQUITY',
          exitLoadTiers: oneYearLoad,
          from: '2000-04-01',
          to: '2099-03-31',
        });
        const outs = movements.filter((m) => m.flow === 'OUT');
        expect(sales).toHaveLength(outs.length);
        sales.forEach((sale, i) => {
          const out = outs[i]!;
          expect(addUnitsText(sale.lots.map((l) => l.units))).toBe(out.units);
          expect(sale.saleValuePaise).toBe(out.amountPaise + (out.exitLoadPaise ?? 0n));
          expect(sale.lots.reduce((sum, l) => sum + l.saleValuePaise, 0n)).toBe(
            sale.saleValuePaise,
          );
          expect(sale.netPaise).toBe(sale.saleValuePaise - sale.exitLoadPaise);
          for (const l of sale.lots)
            expect(l.costPaise + l.gainPaise + l.exitLoadPaise).toBe(l.saleValuePaise);
          expect(sale.costPaise + sale.gainPaise + sale.exitLoadPaise).toBe(sale.saleValuePaise);
        });
      }),
      { numRuns: 200 },
    );
  });
});
