import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  figureDecimals,
  formatAmount,
  formatDate,
  formatDecimal,
  formatFigure,
  formatNav,
  formatPaise,
  groupIndian,
  istDate,
  numberToWords,
  paiseToWords,
  parseDisplayDate,
  showDate,
  parseRupeesToPaise,
} from '../src/index.js';

// The platform's own en-IN formatter, fed decimal strings (exact, rounding half away from zero),
// is an independent oracle for grouping and rounding.
const oracle = (decimals: number) =>
  new Intl.NumberFormat('en-IN', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    roundingMode: 'halfExpand',
    signDisplay: 'negative',
  } as Intl.NumberFormatOptions);

const decimalString = fc
  .tuple(fc.boolean(), fc.stringMatching(/^[1-9]\d{0,17}$|^0$/), fc.stringMatching(/^\d{0,8}$/))
  .map(
    ([negative, whole, fraction]) =>
      `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`,
  );

describe('Indian grouping', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['12345', '12,345'],
    ['123456', '1,23,456'],
    ['12345678', '1,23,45,678'],
    ['1234567890', '1,23,45,67,890'],
  ])('groups %s as %s', (digits, grouped) => {
    expect(groupIndian(digits)).toBe(grouped);
  });

  it('keeps every digit and puts three digits last, then pairs', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,30}$/), (digits) => {
        const grouped = groupIndian(digits);
        expect(grouped.replace(/,/g, '')).toBe(digits);
        expect(grouped).toMatch(/^(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
      }),
    );
  });

  it('refuses anything but digits', () => {
    expect(() => groupIndian('12a')).toThrow(RangeError);
    expect(() => groupIndian('')).toThrow(RangeError);
  });
});

describe('paise as rupees', () => {
  it('shows ₹1,23,45,678.00 for 1,23,45,678 rupees', () => {
    // 12345678 rupees = 1234567800 paise
    expect(formatPaise(1_234_567_800)).toBe('₹1,23,45,678.00');
    expect(formatPaise(1_234_567_800n, { symbol: false })).toBe('1,23,45,678.00');
  });

  it.each([
    [0, '₹0.00'],
    [5, '₹0.05'],
    [25, '₹0.25'],
    [35_400, '₹354.00'],
    [10_000_000, '₹1,00,000.00'],
    [123_456_789, '₹12,34,567.89'],
    [-17_750, '-₹177.50'],
    ['99999999999999999999', '₹9,99,99,99,99,99,99,99,999.99'],
  ])('shows %s paise as %s', (paise, text) => {
    expect(formatPaise(paise)).toBe(text);
  });

  it('agrees with the en-IN formatter for any amount of paise, far beyond 2^53', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), (paise) => {
        const negative = paise < 0n;
        const abs = negative ? -paise : paise;
        const rupees = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
        expect(formatPaise(paise, { symbol: false })).toBe(oracle(2).format(rupees as never));
      }),
    );
  });

  it('refuses fractional or unsafe paise rather than round them silently', () => {
    expect(() => formatPaise(10.5)).toThrow(RangeError);
    expect(() => formatPaise(2 ** 60)).toThrow(RangeError);
    expect(() => formatPaise('12.50')).toThrow(RangeError);
  });

  it('reads typed rupees back into exact paise', () => {
    expect(parseRupeesToPaise('1,20,000.5')).toBe(12_000_050n);
    expect(parseRupeesToPaise('₹ 500')).toBe(50_000n);
    expect(parseRupeesToPaise('0.07')).toBe(7n);
    expect(parseRupeesToPaise('1.005')).toBeNull();
    expect(parseRupeesToPaise('-5')).toBeNull();
    expect(parseRupeesToPaise('abc')).toBeNull();
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (paise) => {
        expect(parseRupeesToPaise(formatPaise(paise))).toBe(paise);
      }),
    );
  });
});

describe('decimal figures', () => {
  it('shows NAV-like figures with 3 decimals and others with 2 (spec 1 section 9)', () => {
    expect(figureDecimals).toMatchObject({ nav: 3, units: 3, amount: 2 });
    expect(formatNav('1234.56789')).toBe('1,234.568');
    expect(formatFigure('152.3', 'units')).toBe('152.300');
    expect(formatAmount('1234567.891')).toBe('12,34,567.89');
    expect(formatFigure('12.345', 'percent')).toBe('12.35');
    expect(formatAmount('120000', { symbol: true })).toBe('₹1,20,000.00');
  });

  it('rounds half away from zero, digit by digit: 0.125 is not stored as 0.12499...', () => {
    // In binary floating point 1.005 is 1.00499999999999989..., which toFixed(2) shows as 1.00.
    expect(formatAmount('1.005')).toBe('1.01');
    expect(formatAmount('-1.005')).toBe('-1.01');
    expect(formatAmount('0.125')).toBe('0.13');
    expect(formatNav('10.0004999')).toBe('10.000');
    expect(formatAmount('999999.995')).toBe('10,00,000.00');
    expect(formatAmount('-0.004')).toBe('0.00');
  });

  it('reads numbers, bigints and exponent notation', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount(12n)).toBe('12.00');
    expect(formatNav('1.5e-3')).toBe('0.002');
    expect(formatAmount(1e21)).toBe('1,00,00,00,00,00,00,00,00,00,000.00');
    expect(formatAmount('.5')).toBe('0.50');
    expect(formatAmount('007.10')).toBe('7.10');
  });

  it.each(['', '-', '.', '1,000', '1.2.3', 'NaN', '12abc'])('refuses %j', (value) => {
    expect(() => formatAmount(value)).toThrow(RangeError);
  });

  it('refuses NaN and infinities', () => {
    expect(() => formatAmount(Number.NaN)).toThrow(RangeError);
    expect(() => formatAmount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => formatDecimal('1', -1)).toThrow(RangeError);
  });

  it('agrees with the en-IN formatter on any decimal string, with 2 and 3 decimals', () => {
    fc.assert(
      fc.property(decimalString, fc.constantFrom(0, 2, 3), (value, decimals) => {
        expect(formatDecimal(value, decimals)).toBe(oracle(decimals).format(value as never));
      }),
      { numRuns: 500 },
    );
  });
});

describe('dates', () => {
  it('shows a date-only value as DD-MM-YYYY without shifting it', () => {
    expect(formatDate('1986-04-12')).toBe('12-04-1986');
    expect(formatDate('1986-04-12', '/')).toBe('12/04/1986');
  });

  it('shows an instant as its India date', () => {
    // 20:00 UTC on 30 Nov is 01:30 IST on 1 Dec.
    expect(formatDate(new Date('2026-11-30T20:00:00Z'))).toBe('01-12-2026');
    expect(formatDate('2026-11-30T18:29:59Z')).toBe('30-11-2026');
    expect(istDate(new Date('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });

  it('refuses dates that are not on the calendar', () => {
    expect(() => formatDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatDate('yesterday')).toThrow(RangeError);
  });

  it('shows a value that is not a date as it came, for screens', () => {
    expect(showDate('2026-11-21')).toBe('21-11-2026');
    expect(showDate('2026-11-30T20:00:00Z')).toBe('01-12-2026');
    expect(showDate('pending')).toBe('pending');
  });

  it('parses DD-MM-YYYY and DD/MM/YYYY, leap years included', () => {
    expect(parseDisplayDate('29-02-2024')).toBe('2024-02-29');
    expect(parseDisplayDate('12/04/1986')).toBe('1986-04-12');
    expect(parseDisplayDate('29-02-2026')).toBeNull();
    expect(parseDisplayDate('12-04/1986')).toBeNull();
    expect(parseDisplayDate('1986-04-12')).toBeNull();
  });

  it('round-trips every calendar date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const iso = instant.toISOString().slice(0, 10);
          expect(parseDisplayDate(formatDate(iso))).toBe(iso);
        },
      ),
    );
  });
});

// An independent reading of the words, to check numberToWords against arithmetic.
const wordValues: Record<string, number> = {
  Zero: 0,
  One: 1,
  Two: 2,
  Three: 3,
  Four: 4,
  Five: 5,
  Six: 6,
  Seven: 7,
  Eight: 8,
  Nine: 9,
  Ten: 10,
  Eleven: 11,
  Twelve: 12,
  Thirteen: 13,
  Fourteen: 14,
  Fifteen: 15,
  Sixteen: 16,
  Seventeen: 17,
  Eighteen: 18,
  Nineteen: 19,
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};
const scales: Record<string, number> = { Crore: 1e7, Lakh: 1e5, Thousand: 1e3 };

function readWords(words: string): number {
  let total = 0;
  let group = 0;
  for (const word of words.replace(/ Only$/, '').split(' ')) {
    if (word === 'Hundred') group *= 100;
    else if (word in scales) {
      // Crore, Lakh and Thousand close a group; the crore count itself stays below 1000.
      total += group * (scales[word] ?? 0);
      group = 0;
    } else if (word in wordValues) group += wordValues[word] ?? 0;
    else throw new Error(`unknown word ${word}`);
  }
  return total + group;
}

describe('number to words', () => {
  it.each([
    [0, 'Zero Only'],
    [7, 'Seven Only'],
    [15, 'Fifteen Only'],
    [40, 'Forty Only'],
    [99, 'Ninety Nine Only'],
    [100, 'One Hundred Only'],
    [105, 'One Hundred Five Only'],
    [1000, 'One Thousand Only'],
    [120_000, 'One Lakh Twenty Thousand Only'],
    [1_00_00_000, 'One Crore Only'],
    [
      12_34_56_789,
      'Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine Only',
    ],
    [
      9_99_99_99_999,
      'Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only',
    ],
  ])('says %i as %s', (n, words) => {
    expect(numberToWords(n)).toBe(words);
  });

  it('accepts digit strings and bigints, and refuses more than 10 digits, negatives and fractions', () => {
    expect(numberToWords('120000')).toBe('One Lakh Twenty Thousand Only');
    expect(numberToWords(120000n)).toBe('One Lakh Twenty Thousand Only');
    expect(() => numberToWords(10_000_000_000)).toThrow(RangeError);
    expect(() => numberToWords(-1)).toThrow(RangeError);
    expect(() => numberToWords(1.5)).toThrow(RangeError);
  });

  it('reads back as the same number for every value up to 10 digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_999 }), (n) => {
        const words = numberToWords(n);
        expect(words).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)* Only$/);
        expect(readWords(words)).toBe(n);
      }),
      { numRuns: 1000 },
    );
  });

  it('says paise too', () => {
    expect(paiseToWords(12_000_000n)).toBe('One Lakh Twenty Thousand Only');
    expect(paiseToWords(12_000_050n)).toBe('One Lakh Twenty Thousand and Fifty Paise Only');
    expect(paiseToWords(5)).toBe('Five Paise Only');
    expect(() => paiseToWords(-100)).toThrow(RangeError);
  });
});
