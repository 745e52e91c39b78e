import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dematHoldingsCall,
  dematTotalPaise,
  dematTransactionsCall,
  dematMessages,
  dematValuePaise,
  distributorDpIds,
  isValidIsin,
  maskClientId,
  parseDematAccount,
  rupeePriceToPaise,
} from '../src/index.js';

describe('the value of a demat holding', () => {
  it('is shares times the closing price in paise, exactly', () => {
    // 250 shares at ₹2,845.65 = 250 x 284565 paise = 71141250 paise = ₹7,11,412.50.
    expect(dematValuePaise(250n, 284_565n)).toBe(71_141_250n);
    // 120 Reliance shares at the demo ₹1,412.30 = ₹1,69,476.00.
    expect(dematValuePaise(120n, 141_230n)).toBe(16_947_600n);
  });

  it('stays exact beyond what a float holds: 9,00,00,000 shares at ₹99,999.99', () => {
    // 90000000 x 9999999 = 899999910000000 paise, past 2^49 yet exact as a bigint.
    expect(dematValuePaise(90_000_000n, 9_999_999n)).toBe(899_999_910_000_000n);
  });

  it('refuses a negative quantity or price rather than report a negative value', () => {
    expect(() => dematValuePaise(-1n, 100n)).toThrow(RangeError);
    expect(() => dematValuePaise(1n, -100n)).toThrow(RangeError);
  });

  it('totals to the sum of the holdings, to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(1_000_000), fc.nat(10_000_000)), { maxLength: 20 }),
        (rows) => {
          const holdings = rows.map(([q, p]) => ({
            valuePaise: dematValuePaise(BigInt(q), BigInt(p)),
          }));
          const expected = rows.reduce((sum, [q, p]) => sum + BigInt(q) * BigInt(p), 0n);
          expect(dematTotalPaise(holdings)).toBe(expected);
        },
      ),
    );
  });
});

describe('a depository price in rupees', () => {
  it('becomes paise, rounded once to the paisa, halves away from zero', () => {
    expect(rupeePriceToPaise('2845.65')).toBe(284_565n);
    expect(rupeePriceToPaise('405')).toBe(40_500n);
    // 1.2345 rupees = 123.45 paise -> 123; 1.235 rupees = 123.5 paise -> 124.
    expect(rupeePriceToPaise('1.2345')).toBe(123n);
    expect(rupeePriceToPaise('1.235')).toBe(124n);
  });

  it('is refused when it is not a price', () => {
    expect(rupeePriceToPaise('-5')).toBeNull();
    expect(rupeePriceToPaise('1e3')).toBeNull();
    expect(rupeePriceToPaise('')).toBeNull();
  });
});

describe('demat accounts and ISINs', () => {
  it('reads an NSDL account as DP id and client id', () => {
    expect(parseDematAccount(`${distributorDpIds.NSDL}12345678`)).toEqual({
      depository: 'NSDL',
      dpId: 'IN304262',
      clientId: '12345678',
    });
  });

  it('reads a 16-digit CDSL BO id as DP id and client id', () => {
    expect(parseDematAccount('1206420000001234')).toEqual({
      depository: 'CDSL',
      dpId: distributorDpIds.CDSL,
      clientId: '00001234',
    });
  });

  it('refuses what is neither', () => {
    expect(parseDematAccount('')).toBeNull();
    expect(parseDematAccount('IN3042621234567')).toBeNull();
    expect(parseDematAccount('12064200ABCDEFGH')).toBeNull();
  });

  it('masks all but the last four digits of a client id', () => {
    expect(maskClientId('12345678')).toBe('****5678');
  });

  it('checks an ISIN by its check digit', () => {
    for (const isin of [
      'INE002A01018',
      'INE040A01034',
      'INE009A01021',
      'INE467B01029',
      'INE090A01021',
      'INE154A01025',
      'INE397D01024',
      'INE062A01020',
    ])
      expect(isValidIsin(isin)).toBe(true);
    expect(isValidIsin('INE002A01019')).toBe(false);
    expect(isValidIsin('ine002a01018')).toBe(false);
  });
});

describe('the demat contracts', () => {
  it('take dates as DD-MM-YYYY or DD/MM/YYYY and give YYYY-MM-DD', () => {
    const parsed = dematTransactionsCall.request.parse({
      acCode: 'AC5000001',
      fromDate: '01-04-2026',
      toDate: '31/03/2027',
    });
    expect(parsed).toEqual({ acCode: 'AC5000001', fromDate: '2026-04-01', toDate: '2027-03-31' });
  });

  it('refuse a range that runs backwards or past a year', () => {
    const backwards = dematTransactionsCall.request.safeParse({
      acCode: 'AC5000001',
      fromDate: '02-04-2026',
      toDate: '01-04-2026',
    });
    expect(backwards.error?.issues[0]?.message).toBe(dematMessages.rangeOrder);
    const long = dematTransactionsCall.request.safeParse({
      acCode: 'AC5000001',
      fromDate: '01-04-2025',
      toDate: '03-04-2026',
    });
    expect(long.error?.issues[0]?.message).toBe(dematMessages.rangeTooLong);
  });

  it('require an account code', () => {
    expect(dematHoldingsCall.request.safeParse({}).success).toBe(false);
  });
});
