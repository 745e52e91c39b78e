import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  netInvestedPaise,
  stampDutyPaise,
  stampDutyPaiseOn,
  stampDutyOfLines,
  stampDutySplit,
  unitsForAmount,
  unitsForPurchase,
} from '../src/index.js';

describe('stamp duty of 0.005 %', () => {
  it.each([
    // ₹5,000 x 0.005 % = ₹0.25
    [500_000n, 25n],
    // ₹1,00,000 x 0.005 % = ₹5.00
    [10_000_000n, 500n],
    // ₹100 x 0.005 % = 0.5 paise: half a paisa rounds up to ₹0.01
    [10_000n, 1n],
    // ₹99.99 x 0.005 % = 0.49995 paise: below half, ₹0.00
    [9_999n, 0n],
    // ₹1 x 0.005 % = 0.005 paise: ₹0.00
    [100n, 0n],
    // ₹300 x 0.005 % = 1.5 paise -> ₹0.02
    [30_000n, 2n],
    // ₹1,234.56 x 0.005 % = 6.1728 paise -> ₹0.06
    [123_456n, 6n],
    [0n, 0n],
  ])('on %s paise is %s paise', (amount, duty) => {
    expect(stampDutyPaise(amount)).toBe(duty);
    expect(netInvestedPaise(amount)).toBe(amount - duty);
  });

  it('stays exact to the paisa on large amounts', () => {
    // ₹100 crore (the largest order) x 0.005 % = ₹50,000.00
    expect(stampDutyPaise(100_000_000_000n)).toBe(5_000_000n);
    // ₹12,34,56,789.10 x 0.005 % = 6,17,283.9455 paise -> ₹6,172.84
    expect(stampDutyPaise(12_345_678_910n)).toBe(617_284n);
    // 2^63 - 1 paise x 0.005 % = 461,168,601,842,738.80 paise -> ...739, no float anywhere
    expect(stampDutyPaise(9_223_372_036_854_775_807n)).toBe(461_168_601_842_739n);
  });

  it('charges purchases allotted from 01-07-2020 only', () => {
    // ₹25,000 on 30-06-2020: no duty; on 01-07-2020: 25,000 / 20,000 = ₹1.25.
    expect(stampDutyPaiseOn(2_500_000n, '2020-06-30')).toBe(0n);
    expect(stampDutyPaiseOn(2_500_000n, '2020-07-01')).toBe(125n);
  });

  it('refuses a negative amount', () => {
    expect(() => stampDutyPaise(-1n)).toThrow(RangeError);
  });

  it('splits an amount into duty and what is invested', () => {
    expect(stampDutySplit(500_000n)).toEqual({
      amountPaise: 500_000n,
      stampDutyPaise: 25n,
      netInvestedPaise: 499_975n,
    });
  });

  it('rounds each line of a cart, then adds', () => {
    // ₹100 + ₹100: 0.5 paise each rounds to 1 paisa each, ₹0.02 (₹200 alone would pay ₹0.01).
    expect(stampDutyOfLines([10_000n, 10_000n])).toEqual({
      amountPaise: 20_000n,
      stampDutyPaise: 2n,
      netInvestedPaise: 19_998n,
    });
    expect(stampDutyPaise(20_000n)).toBe(1n);
    expect(stampDutyOfLines([])).toEqual({
      amountPaise: 0n,
      stampDutyPaise: 0n,
      netInvestedPaise: 0n,
    });
  });

  it('is within half a paisa of the exact duty, and never more than the amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (amount) => {
        const duty = stampDutyPaise(amount);
        // |duty x 20,000 - amount| <= 10,000 (half a paisa, in twenty-thousandths)
        const error = duty * 20_000n - amount;
        return error <= 10_000n && error > -10_000n && duty <= amount;
      }),
    );
  });
});

describe('units of a purchase', () => {
  it('allots on the amount after stamp duty', () => {
    // (₹5,000 - ₹0.25) / 157 = 31.84554... -> 31.846 (31.847 without the duty)
    expect(unitsForPurchase(500_000n, '157.0000')).toBe('31.846');
    expect(unitsForAmount(500_000n, '157.0000')).toBe('31.847');
    // (₹5,000 - ₹0.25) / 250 = 19.999
    expect(unitsForPurchase(500_000n, '250')).toBe('19.999');
    // (₹1,00,000 - ₹5) / 10 = 9,999.500
    expect(unitsForPurchase(10_000_000n, '10')).toBe('9999.500');
    // ₹1 pays no duty: 1 / 16 = 0.0625 -> 0.063
    expect(unitsForPurchase(100n, '16')).toBe('0.063');
  });

  it('equals unitsForAmount on the net amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 100n, max: 10_000_000_000n }),
        fc.stringMatching(/^[1-9]\d{0,3}\.\d{4}$/),
        (amount, nav) =>
          unitsForPurchase(amount, nav) === unitsForAmount(netInvestedPaise(amount), nav),
      ),
    );
  });
});
