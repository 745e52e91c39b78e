import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocationByClass,
  gainOf,
  schemeDisplayName,
  unitsForAmount,
  valuePaise,
  xirr,
  type CashFlow,
} from '../src/index.js';

/** Net present value of the flows at a rate, in rupees; zero at the XIRR. */
function npvAt(flows: CashFlow[], rate: number): number {
  const first = Date.parse(`${flows[0]!.date}T00:00:00Z`);
  return flows.reduce((sum, flow) => {
    const years = (Date.parse(`${flow.date}T00:00:00Z`) - first) / 86_400_000 / 365;
    return sum + Number(flow.amountPaise) / 100 / (1 + rate) ** years;
  }, 0);
}

describe('valuation', () => {
  it('values units at a NAV to the paisa, rounding halves up', () => {
    // 31.847 x 157 = 4,999.979 -> ₹4,999.98
    expect(valuePaise('31.847', '157.0000')).toBe(499_998n);
    // 0.005 x 1 = half a paisa -> 1 paisa
    expect(valuePaise('0.005', '1')).toBe(1n);
    // 0.004 x 1 = 0.4 paise -> 0
    expect(valuePaise('0.004', '1')).toBe(0n);
    // 1234.567 x 98.7654 = 121,932.5035818 -> ₹1,21,932.50
    expect(valuePaise('1234.567', '98.7654')).toBe(12_193_250n);
  });

  it('allots units to 3 decimals from an amount and a NAV', () => {
    // 5,000 / 157 = 31.8471... -> 31.847
    expect(unitsForAmount(500_000n, '157.0000')).toBe('31.847');
    // 2,000 / 3 = 666.6666... -> 666.667
    expect(unitsForAmount(200_000n, '3')).toBe('666.667');
    // 0.01 / 16 = 0.000625 -> 0.001
    expect(unitsForAmount(1n, '16')).toBe('0.001');
    // 1,000 / 10.0001 = 99.99900... -> 99.999
    expect(unitsForAmount(100_000n, '10.0001')).toBe('99.999');
  });

  it('refuses a NAV of zero', () => {
    expect(() => unitsForAmount(100n, '0')).toThrow(RangeError);
  });

  it('keeps units x NAV within half a paisa per unit rounding of the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 10_000n, max: 10_000_000_000n }),
        fc.stringMatching(/^[1-9]\d{0,3}\.\d{4}$/),
        (amount, nav) => {
          const units = unitsForAmount(amount, nav);
          const back = valuePaise(units, nav);
          // Units are off by at most 0.0005, worth at most NAV x 0.0005 rupees.
          const slack = BigInt(Math.ceil(Number(nav) * 0.05)) + 1n;
          return back - amount <= slack && amount - back <= slack;
        },
      ),
    );
  });
});

describe('gain', () => {
  it('states the gain and its percentage of the amount invested', () => {
    expect(gainOf(110_000n, 100_000n)).toEqual({ gainPaise: 10_000n, gainPercent: '10.00' });
    // -1 / 3 = -33.333 % -> -33.33
    expect(gainOf(2n, 3n)).toEqual({ gainPaise: -1n, gainPercent: '-33.33' });
    // 2 / 3 = 66.666 % -> 66.67
    expect(gainOf(5n, 3n)).toEqual({ gainPaise: 2n, gainPercent: '66.67' });
  });

  it('has no percentage when nothing is invested', () => {
    expect(gainOf(0n, 0n)).toEqual({ gainPaise: 0n, gainPercent: null });
  });
});

describe('xirr', () => {
  it('finds 10 % for a year that turns ₹1,000 into ₹1,100', () => {
    const rate = xirr([
      { date: '2025-01-01', amountPaise: -100_000n },
      { date: '2026-01-01', amountPaise: 110_000n },
    ]);
    expect(rate).toBeCloseTo(0.1, 9);
  });

  it("matches the spreadsheet's worked example (37.34 %)", () => {
    const flows: CashFlow[] = [
      { date: '2008-01-01', amountPaise: -1_000_000n },
      { date: '2008-03-01', amountPaise: 275_000n },
      { date: '2008-10-30', amountPaise: 425_000n },
      { date: '2009-02-15', amountPaise: 325_000n },
      { date: '2009-04-01', amountPaise: 275_000n },
    ];
    expect(xirr(flows)).toBeCloseTo(0.373362535, 6);
  });

  it('finds a loss: 12 monthly ₹5,000 installments worth ₹55,000 after a year', () => {
    const flows: CashFlow[] = Array.from({ length: 12 }, (_, i) => ({
      date: `2025-${String(i + 1).padStart(2, '0')}-05`,
      amountPaise: -500_000n,
    }));
    flows.push({ date: '2026-01-05', amountPaise: 5_500_000n });
    // An independent computation (50-digit decimal bisection of the same actual/365 present
    // value, 200 halvings between -99 % and 100 %) gives -0.149552567291325: a 14.955 % loss.
    const rate = xirr(flows);
    expect(rate).toBeCloseTo(-0.149552567291325, 8);
    expect(Math.abs(npvAt(flows, rate!))).toBeLessThan(0.01);
  });

  it('finds 8.29 % for three SIP instalments redeemed in December', () => {
    // ₹10,000 on 10 April, 10 May and 10 June 2024, redeemed for ₹31,500.50 on 20 December 2024.
    // The same independent bisection gives 0.0828778082245034.
    const rate = xirr([
      { date: '2024-04-10', amountPaise: -1_000_000n },
      { date: '2024-05-10', amountPaise: -1_000_000n },
      { date: '2024-06-10', amountPaise: -1_000_000n },
      { date: '2024-12-20', amountPaise: 3_150_050n },
    ]);
    expect(rate).toBeCloseTo(0.0828778082245034, 8);
  });

  it('falls back to bisection when the rate is far from the first guess (9,900 %)', () => {
    const rate = xirr([
      { date: '2025-01-01', amountPaise: -100n },
      { date: '2026-01-01', amountPaise: 10_000n },
    ]);
    expect(rate).toBeCloseTo(99, 4);
  });

  it('has no rate when every flow goes the same way or all fall on one day', () => {
    expect(xirr([{ date: '2025-01-01', amountPaise: -100n }])).toBeNull();
    expect(
      xirr([
        { date: '2025-01-01', amountPaise: -100n },
        { date: '2025-01-01', amountPaise: 120n },
      ]),
    ).toBeNull();
  });
});

describe('allocation', () => {
  it('groups by asset class in the fixed order and totals exactly 100 %', () => {
    const rows = allocationByClass([
      { assetClass: 'DEBT', valuePaise: 100n },
      { assetClass: 'EQUITY', valuePaise: 100n },
      { assetClass: 'INTERNATIONAL', valuePaise: 50n },
      { assetClass: 'EQUITY', valuePaise: 0n },
      { assetClass: 'GOLD_COMMODITY', valuePaise: 50n },
    ]);
    // Of 300: 33.333.., 33.333.., 16.666.., 16.666.. floor to 99.98; the two largest remainders
    // (the sixths) take the last 0.02.
    expect(rows).toEqual([
      { assetClass: 'EQUITY', valuePaise: 100n, percent: '33.33' },
      { assetClass: 'DEBT', valuePaise: 100n, percent: '33.33' },
      { assetClass: 'GOLD_COMMODITY', valuePaise: 50n, percent: '16.67' },
      { assetClass: 'INTERNATIONAL', valuePaise: 50n, percent: '16.67' },
    ]);
  });

  it('is empty when nothing has value', () => {
    expect(allocationByClass([{ assetClass: 'EQUITY', valuePaise: 0n }])).toEqual([]);
  });
});

describe('scheme display name', () => {
  it('adds plan and option to a name that lacks them', () => {
    expect(schemeDisplayName('HDFC Mid Cap Fund', 'DIRECT', 'GROWTH')).toBe(
      'HDFC Mid Cap Fund - Direct Plan - Growth',
    );
    expect(schemeDisplayName('Axis Liquid Fund', 'REGULAR', 'IDCW')).toBe(
      'Axis Liquid Fund - Regular Plan - IDCW',
    );
  });

  it('keeps a name that already says its plan', () => {
    expect(
      schemeDisplayName('UTI Nifty 50 Index Fund - Direct Plan - Growth', 'DIRECT', 'GROWTH'),
    ).toBe('UTI Nifty 50 Index Fund - Direct Plan - Growth');
  });
});
