import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maxOrderPaise,
  paiseFromWire,
  paiseToRupeeText,
  paiseToWire,
  rupeesToPaise,
} from '../src/index.js';

describe('paise on the wire', () => {
  it('sends paise as the same integer number', () => {
    // ₹5,000.50 = 500,050 paise
    expect(paiseToWire(500_050n)).toBe(500_050);
    expect(paiseToWire(0n)).toBe(0);
    // A loss travels as a negative figure.
    expect(paiseToWire(-12_345n)).toBe(-12_345);
  });

  it('sends the largest safe integer and refuses one paisa more', () => {
    const largest = BigInt(Number.MAX_SAFE_INTEGER);
    expect(paiseToWire(largest)).toBe(Number.MAX_SAFE_INTEGER);
    expect(paiseToWire(-largest)).toBe(-Number.MAX_SAFE_INTEGER);
    // 2^53 would reach the client as 2^53 whether it was 2^53 or 2^53 + 1 paise.
    expect(() => paiseToWire(largest + 1n)).toThrow(RangeError);
    expect(() => paiseToWire(-largest - 1n)).toThrow(RangeError);
  });

  it('sends the largest order amount exactly', () => {
    // Ten crore rupees = 10,00,00,00,000 paise
    expect(paiseToWire(maxOrderPaise)).toBe(100_000_000_000);
  });

  it('reads integer paise from the wire', () => {
    expect(paiseFromWire(500_050)).toBe(500_050n);
    expect(paiseFromWire(-1)).toBe(-1n);
    expect(paiseFromWire(0)).toBe(0n);
    expect(paiseFromWire(-0)).toBe(0n);
  });

  it('refuses a fraction of a paisa, a non-number figure or an unsafe integer from the wire', () => {
    expect(() => paiseFromWire(5000.5)).toThrow(RangeError);
    expect(() => paiseFromWire(Number.NaN)).toThrow(RangeError);
    expect(() => paiseFromWire(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => paiseFromWire(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
  });

  it('gives back the same paise after a round trip through the wire', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -BigInt(Number.MAX_SAFE_INTEGER), max: BigInt(Number.MAX_SAFE_INTEGER) }),
        (paise) => {
          expect(paiseFromWire(paiseToWire(paise))).toBe(paise);
        },
      ),
    );
  });

  it('agrees with the rupee text of the same amount', () => {
    // '5000.50' and 500050 are two spellings of ₹5,000.50.
    const paise = rupeesToPaise('5000.50');
    expect(paise).toBe(500_050n);
    expect(paiseToWire(paise!)).toBe(500_050);
    expect(paiseToRupeeText(paiseFromWire(500_050))).toBe('5000.50');
  });
});
