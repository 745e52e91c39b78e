import { describe, expect, it } from 'vitest';
import {
  gainsPeriodOf,
  gainsPeriodRange,
  gainsPeriodTotals,
  schedule112aRows,
  schemeCapitalGains,
  valuePaise,
  type GainMovement,
} from '../src/index.js';

const buy = (on: string, units: string, nav: string, stampDuty = 0n): GainMovement => ({
  flow: 'IN',
  on,
  units,
  nav,
  stampDutyPaise: stampDuty,
  ref: `B-${on}`,
  trxnType: 'PUR',
  amountPaise: valuePaise(units, nav) + stampDuty,
});

// An equity-oriented scheme whose NAV of 31-01-2018 was 50.0000, a 1 % exit load within 900 days.
// Lots: A 100 units at 40 (01-06-2017), B 100 at 60 (01-12-2017), C 100 at 70 (10-01-2023, stamp
// duty 0.005 % of ₹7,000 = ₹0.35), D 100 at 80 (01-12-2024, stamp duty ₹0.40). All 400 sold on
// 10-06-2025 at 55.0000: gross ₹22,000.00; C and D, held under 900 days, pay 1 % of ₹5,500 = ₹55 each, so
// ₹21,890.00 reached the bank.
const movements: GainMovement[] = [
  buy('2017-06-01', '100.000', '40.0000'),
  buy('2017-12-01', '100.000', '60.0000'),
  buy('2023-01-10', '100.000', '70.0000', 35n),
  buy('2024-12-01', '100.000', '80.0000', 40n),
  {
    flow: 'OUT',
    on: '2025-06-10',
    units: '400.000',
    nav: '55.0000',
    ref: 'S-1',
    trxnType: 'RED',
    amountPaise: 2_189_000n,
  },
];
const gains = schemeCapitalGains({
  movements,
  lockInDays: 0,
  gainsClass: 'EQUITY',
  exitLoadTiers: [{ basisPoints: 100, withinDays: 900 }],
  grandfatheringNav: '50.0000',
  from: '2025-04-01',
  to: '2026-03-31',
});
const scheme = {
  isin: 'INF000A01234',
  name: 'Demo Equity Fund - Growth',
  gainsClass: 'EQUITY' as const,
  grandfatheringNav: '50.0000',
  sales: gains.sales,
};

describe('Schedule 112A', () => {
  const rows = schedule112aRows([scheme]);

  it('gives each lot acquired on or before 31-01-2018 a row, grandfathered (s. 55(2)(ac))', () => {
    expect(rows).toHaveLength(3);
    // A: sold for 100 x 55 = ₹5,500; FMV 100 x 50 = ₹5,000; lower of the two ₹5,000; higher of
    // that and the cost ₹4,000: ₹5,000. Balance 5,500 - 5,000 = ₹500.
    expect(rows[0]).toMatchObject({
      acquired: 'ON_OR_BEFORE_2018_01_31',
      isin: 'INF000A01234',
      units: '100.000',
      salePricePerUnit: '55.0000',
      fullValuePaise: 550_000n,
      costOfAcquisitionPaise: 400_000n,
      lowerOfValueAndFmvPaise: 500_000n,
      fmvPerUnit: '50.0000',
      totalFmvPaise: 500_000n,
      costWithoutIndexationPaise: 500_000n,
      expenditurePaise: 0n,
      totalDeductionsPaise: 500_000n,
      balancePaise: 50_000n,
    });
    // B: cost ₹6,000 is higher than the lower of ₹5,000 and ₹5,500: a loss of ₹500.
    expect(rows[1]).toMatchObject({
      costOfAcquisitionPaise: 600_000n,
      lowerOfValueAndFmvPaise: 500_000n,
      costWithoutIndexationPaise: 600_000n,
      balancePaise: -50_000n,
    });
  });

  it('puts the lots acquired after 31-01-2018 in one row, without FMV, less the exit load', () => {
    // C alone (D is short term, s. 111A): cost 7,000 + 0.35 = ₹7,000.35, exit load ₹55,
    // deductions ₹7,055.35, balance 5,500 - 7,055.35 = -₹1,555.35.
    expect(rows[2]).toEqual({
      acquired: 'AFTER_2018_01_31',
      isin: 'INF000A01234',
      name: 'Demo Equity Fund - Growth',
      orderRef: 'S-1',
      saleDate: '2025-06-10',
      units: '100.000',
      salePricePerUnit: '55.0000',
      fullValuePaise: 550_000n,
      costWithoutIndexationPaise: 700_035n,
      costOfAcquisitionPaise: 700_035n,
      lowerOfValueAndFmvPaise: null,
      fmvPerUnit: null,
      totalFmvPaise: null,
      expenditurePaise: 5_500n,
      totalDeductionsPaise: 705_535n,
      balancePaise: -155_535n,
    });
  });

  it("adds up to the statement's long-term gain and leaves other schemes out", () => {
    // 500 - 500 - 1,555.35 = -₹1,555.35, the sale's long-term figure.
    const balance = rows.reduce((total, row) => total + row.balancePaise, 0n);
    expect(balance).toBe(-155_535n);
    expect(gains.sales[0]?.longTermPaise).toBe(-155_535n);
    expect(schedule112aRows([{ ...scheme, gainsClass: 'DEBT' }])).toEqual([]);
  });

  it('leaves the FMV columns empty when the NAV of 31-01-2018 is not on record', () => {
    const unknown = schemeCapitalGains({
      movements,
      lockInDays: 0,
      gainsClass: 'EQUITY',
      exitLoadTiers: [{ basisPoints: 100, withinDays: 900 }],
      grandfatheringNav: null,
      from: '2025-04-01',
      to: '2026-03-31',
    });
    const [first] = schedule112aRows([
      { ...scheme, grandfatheringNav: null, sales: unknown.sales },
    ]);
    // The actual cost of A stands: ₹5,500 - ₹4,000 = ₹1,500.
    expect(first).toMatchObject({
      acquired: 'ON_OR_BEFORE_2018_01_31',
      fmvPerUnit: null,
      totalFmvPaise: null,
      lowerOfValueAndFmvPaise: null,
      costWithoutIndexationPaise: 400_000n,
      balancePaise: 150_000n,
    });
  });
});

describe('periods of the return', () => {
  it('cuts the financial year at 15-06, 15-09, 15-12 and 15-03', () => {
    expect(gainsPeriodOf('2025-04-01')).toBe('UP_TO_06_15');
    expect(gainsPeriodOf('2025-06-15')).toBe('UP_TO_06_15');
    expect(gainsPeriodOf('2025-06-16')).toBe('JUN_16_TO_SEP_15');
    expect(gainsPeriodOf('2025-09-15')).toBe('JUN_16_TO_SEP_15');
    expect(gainsPeriodOf('2025-09-16')).toBe('SEP_16_TO_DEC_15');
    expect(gainsPeriodOf('2025-12-15')).toBe('SEP_16_TO_DEC_15');
    expect(gainsPeriodOf('2025-12-16')).toBe('DEC_16_TO_MAR_15');
    expect(gainsPeriodOf('2026-01-31')).toBe('DEC_16_TO_MAR_15');
    expect(gainsPeriodOf('2026-03-15')).toBe('DEC_16_TO_MAR_15');
    expect(gainsPeriodOf('2026-03-16')).toBe('MAR_16_TO_MAR_31');
    expect(gainsPeriodOf('2026-03-31')).toBe('MAR_16_TO_MAR_31');
    expect(gainsPeriodRange('2025-26', 'DEC_16_TO_MAR_15')).toEqual({
      from: '2025-12-16',
      to: '2026-03-15',
    });
    expect(gainsPeriodRange('2025-27', 'UP_TO_06_15')).toBeNull();
  });

  it('adds the gains up by section within each period', () => {
    const totals = gainsPeriodTotals('2024-25', [
      // Up to 15-06: s. 111A ₹1,000 less a ₹300 loss = ₹700.
      { gainsClass: 'EQUITY', term: 'SHORT', soldOn: '2024-05-02', gainPaise: 100_000n },
      { gainsClass: 'EQUITY', term: 'SHORT', soldOn: '2024-06-15', gainPaise: -30_000n },
      // 16-06 to 15-09: s. 112A ₹2,000 (before and after 23-07-2024 alike).
      { gainsClass: 'EQUITY', term: 'LONG', soldOn: '2024-07-22', gainPaise: 150_000n },
      { gainsClass: 'EQUITY', term: 'LONG', soldOn: '2024-07-23', gainPaise: 50_000n },
      // 16-03 to 31-03: a debt fund's ₹400 (slab) and an undeterminable ₹100: other ₹500.
      { gainsClass: 'DEBT', term: 'SHORT', soldOn: '2025-03-20', gainPaise: 40_000n },
      { gainsClass: 'UNDETERMINED', term: 'SHORT', soldOn: '2025-03-31', gainPaise: 10_000n },
    ]);
    expect(totals.map((t) => [t.period, t.s111aPaise, t.s112aPaise, t.otherPaise])).toEqual([
      ['UP_TO_06_15', 70_000n, 0n, 0n],
      ['JUN_16_TO_SEP_15', 0n, 200_000n, 0n],
      ['SEP_16_TO_DEC_15', 0n, 0n, 0n],
      ['DEC_16_TO_MAR_15', 0n, 0n, 0n],
      ['MAR_16_TO_MAR_31', 0n, 0n, 50_000n],
    ]);
    expect(totals[0]).toMatchObject({ from: '2024-04-01', to: '2024-06-15' });
    expect(totals[4]).toMatchObject({ from: '2025-03-16', to: '2025-03-31' });
  });

  it('refuses a gain outside the year', () => {
    expect(() =>
      gainsPeriodTotals('2024-25', [
        { gainsClass: 'EQUITY', term: 'SHORT', soldOn: '2025-04-01', gainPaise: 1n },
      ]),
    ).toThrow(RangeError);
  });
});
