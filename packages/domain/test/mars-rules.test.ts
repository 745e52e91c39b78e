import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  leastAmountForMinimums,
  portfolioReturn,
  portfolioRisk,
  shareOfUnits,
  splitByWeights,
  weightsComplete,
  weightText,
} from '../src/rules/mars.js';

describe('splitting an amount by target weights', () => {
  it('gives each scheme its weight and the largest weight what rounding leaves', () => {
    // ₹10,000 at 35/35/30: exact shares.
    expect(splitByWeights(1_000_000n, [3500, 3500, 3000], 100n)).toEqual([
      350_000n,
      350_000n,
      300_000n,
    ]);
    // ₹10,001: 3,500.35 / 3,500.35 / 3,000.30 round down to whole rupees; the ₹1 left goes to the
    // first of the two largest weights.
    expect(splitByWeights(1_000_100n, [3500, 3500, 3000], 100n)).toEqual([
      350_100n,
      350_000n,
      300_000n,
    ]);
    // ₹25,003 at 20/30/25/25: 5,000.60 / 7,500.90 / 6,250.75 / 6,250.75 -> 5,000 / 7,500 + 3 / 6,250 / 6,250.
    expect(splitByWeights(2_500_300n, [2000, 3000, 2500, 2500], 100n)).toEqual([
      500_000n,
      750_300n,
      625_000n,
      625_000n,
    ]);
  });

  it('always adds up to the amount, in whole steps', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 6 }),
        (rupees, raw) => {
          const sum = raw.reduce((a, b) => a + b, 0);
          const weights = raw.map((w) => Math.floor((w * 10_000) / sum));
          weights[0]! += 10_000 - weights.reduce((a, b) => a + b, 0);
          if (weights.some((w) => w <= 0)) return;
          const shares = splitByWeights(BigInt(rupees) * 100n, weights, 100n);
          expect(shares.reduce((a, b) => a + b, 0n)).toBe(BigInt(rupees) * 100n);
          expect(shares.every((s) => s % 100n === 0n && s >= 0n)).toBe(true);
        },
      ),
    );
  });

  it('refuses weights that are not the whole, and amounts that are not whole steps', () => {
    expect(() => splitByWeights(100n, [5000, 4000])).toThrow(RangeError);
    expect(() => splitByWeights(150n, [10_000], 100n)).toThrow(RangeError);
    expect(weightsComplete([10_000])).toBe(true);
    expect(weightsComplete([5000, 5000, 0])).toBe(false);
  });

  it('finds the least amount whose split meets every scheme minimum', () => {
    // ₹5,000 at 20 % needs ₹25,000; ₹1,000 at 25 % needs only ₹4,000.
    expect(
      leastAmountForMinimums([
        { weightBps: 3000, minPaise: 500_000n },
        { weightBps: 2500, minPaise: 100_000n },
        { weightBps: 2500, minPaise: 500_000n },
        { weightBps: 2000, minPaise: 500_000n },
      ]),
    ).toBe(2_500_000n);
    // ₹1,000 at 33.33 %: ₹3,000.30 rounds to ₹3,001, whose split 1,000.33 -> 1,000 meets it.
    expect(
      leastAmountForMinimums([
        { weightBps: 3334, minPaise: 100_000n },
        { weightBps: 3333, minPaise: 100_000n },
        { weightBps: 3333, minPaise: 100_000n },
      ]),
    ).toBe(300_100n);
  });

  it('shows weights as percent', () => {
    expect(weightText(3500)).toBe('35.00');
    expect(weightText(3333)).toBe('33.33');
  });
});

describe('the return of a portfolio', () => {
  it('is the weighted growth of its schemes over one year', () => {
    // 60 % in a scheme from 100 to 112 (+12 %), 40 % from 50 to 49 (-2 %): 0.6 x 12 + 0.4 x -2 = 6.40 %.
    expect(
      portfolioReturn(
        [
          { weightBps: 6000, startNav: '100.0000', endNav: '112.0000' },
          { weightBps: 4000, startNav: '50', endNav: '49' },
        ],
        1,
      ),
    ).toBe('6.40');
  });

  it('rounds half away from zero without floating point over one year', () => {
    // 0.125 % exactly.
    expect(portfolioReturn([{ weightBps: 10_000, startNav: '1000', endNav: '1001.25' }], 1)).toBe(
      '0.13',
    );
    expect(portfolioReturn([{ weightBps: 10_000, startNav: '1000', endNav: '998.75' }], 1)).toBe(
      '-0.13',
    );
  });

  it('annualises a longer horizon as a compound rate', () => {
    // Growth 1.331 over 3 years is 10 % a year.
    expect(portfolioReturn([{ weightBps: 10_000, startNav: '100', endNav: '133.1' }], 3)).toBe(
      '10.00',
    );
    // Two schemes, 50/50, doubling and flat over 5 years: growth 1.5, 1.5^(1/5) - 1 = 8.447 %.
    expect(
      portfolioReturn(
        [
          { weightBps: 5000, startNav: '10', endNav: '20' },
          { weightBps: 5000, startNav: '10', endNav: '10' },
        ],
        5,
      ),
    ).toBe('8.45');
  });

  it('has no return from a zero NAV or weights that are not whole', () => {
    expect(portfolioReturn([{ weightBps: 10_000, startNav: '0', endNav: '10' }], 1)).toBeNull();
    expect(portfolioReturn([{ weightBps: 9000, startNav: '1', endNav: '2' }], 1)).toBeNull();
  });
});

describe('the risk of a portfolio', () => {
  it('is the level at the weighted mean of its schemes, halves up', () => {
    // 50 % Very High (6) and 50 % Moderate (3): 4.5 -> 5, High.
    expect(
      portfolioRisk([
        { weightBps: 5000, risk: 'Very High' },
        { weightBps: 5000, risk: 'Moderate' },
      ]),
    ).toBe('High');
    expect(portfolioRisk([{ weightBps: 10_000, risk: 'Low to Moderate' }])).toBe('Low to Moderate');
  });
});

describe('a share of units', () => {
  it('rounds down to 3 decimals', () => {
    // 25 % of 10.001 units is 2.50025: 2.500.
    expect(shareOfUnits('10.001', 25)).toBe('2.500');
    expect(shareOfUnits('10.001', 100)).toBe('10.001');
    expect(() => shareOfUnits('1', 0)).toThrow(RangeError);
  });
});
