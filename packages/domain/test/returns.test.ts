import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthsBefore, periodStartDate, pointToPointReturn } from '../src/rules/returns.js';

describe('point-to-point return', () => {
  it('gives a gain with two decimals', () => {
    expect(pointToPointReturn('100.0000', '112.2201')).toBe('12.22');
  });

  it('gives a loss with its sign', () => {
    expect(pointToPointReturn('26.0000', '25.1100')).toBe('-3.42');
  });

  it('rounds half away from zero without floating point', () => {
    // 0.125% exactly: binary floating point would give 0.12.
    expect(pointToPointReturn('1000', '1001.25')).toBe('0.13');
    expect(pointToPointReturn('1000', '998.75')).toBe('-0.13');
    expect(pointToPointReturn('10', '10.00001')).toBe('0.00');
    expect(pointToPointReturn('10', '9.99999')).toBe('0.00');
  });

  it('has no return from a zero NAV', () => {
    expect(pointToPointReturn('0', '10')).toBeNull();
  });

  it('rejects what is not a NAV', () => {
    expect(() => pointToPointReturn('abc', '10')).toThrow(RangeError);
    expect(() => pointToPointReturn('10', '-1')).toThrow(RangeError);
  });

  it('is zero for an unchanged NAV and doubles to 100.00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (n) => {
        const nav = `${Math.floor(n / 10_000)}.${String(n % 10_000).padStart(4, '0')}`;
        expect(pointToPointReturn(nav, nav)).toBe('0.00');
        const doubled = `${Math.floor((2 * n) / 10_000)}.${String((2 * n) % 10_000).padStart(4, '0')}`;
        expect(pointToPointReturn(nav, doubled)).toBe('100.00');
      }),
    );
  });
});

describe('period start dates', () => {
  it('steps back whole months', () => {
    expect(periodStartDate('2026-08-21', '1M')).toBe('2026-07-21');
    expect(periodStartDate('2026-08-21', '3M')).toBe('2026-05-21');
    expect(periodStartDate('2026-08-21', '6M')).toBe('2026-02-21');
    expect(periodStartDate('2026-08-21', '1Y')).toBe('2025-08-21');
  });

  it('clamps to the end of a shorter month and crosses years', () => {
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2024-02-29', 12)).toBe('2023-02-28');
    expect(monthsBefore('2026-01-15', 1)).toBe('2025-12-15');
  });

  it('rejects what is not an ISO date', () => {
    expect(() => monthsBefore('21-08-2026', 1)).toThrow(RangeError);
  });
});
