import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deriveOption,
  derivePlan,
  parseAmfiDate,
  parseNavAll,
  parseGrandfatheringNavRow,
  parseNavHistoryRow,
  schemeTypeOf,
} from '../src/rules/amfi.js';

const crlf = (lines: string[]) => lines.join('\r\n') + '\r\n';

const sixField = crlf([
  'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
  ' ',
  'Open Ended Schemes(Equity Scheme - ELSS)',
  ' ',
  'Axis Mutual Fund',
  ' ',
  '120503;INF846K01EW2;-;Axis ELSS Tax Saver Fund - Direct Plan - Growth Option;112.0096;18-Aug-2026',
  '112323;INF846K01131;INF846K01149;Axis ELSS Tax Saver Fund - Regular Plan - IDCW;25.1100;18-Aug-2026',
  ' ',
  'Close Ended Schemes(Income)',
  ' ',
  'IL&FS Mutual Fund (IDF)',
  ' ',
  '135001;-;-;IL&FS Infrastructure Debt Fund Series 1A;10.;30-Apr-2026',
]);

const eightField = crlf([
  'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date',
  ' ',
  'Interval Fund Schemes(Income)',
  ' ',
  'UTI Mutual Fund',
  ' ',
  '120503;INF846K01EW2;-;Axis ELSS Tax Saver Fund;Direct Plan;Growth Option;112.2201;21-Aug-2026',
  '119551;INF209KA12Z1;INF209KA13Z9;Aditya Birla Sun Life Banking & PSU Debt Fund;Direct Plan;IDCW-Re-investment;106.8821;21-Aug-2026',
  '118553;INF090I01JL3;-;Franklin India Credit Risk Fund - Direct - Growth;;;25.5650;11-Jun-2023',
  '108272;INF209K01LX6;-;Aditya Birla Sun Life Banking & PSU Debt Fund - REGULAR - Monthly IDCW;;;149.5533;21-Aug-2026',
  '130950;INF109KA1B40;-;ICICI Prudential Banking & PSU Debt Fund;;;13.8665;10-Apr-2018',
]);

describe('parseAmfiDate', () => {
  it('turns DD-Mon-YYYY into an ISO date', () => {
    expect(parseAmfiDate('21-Aug-2026')).toBe('2026-08-21');
    expect(parseAmfiDate('05-JAN-2015')).toBe('2015-01-05');
    expect(parseAmfiDate('29-Feb-2024')).toBe('2024-02-29');
  });

  it('returns null for anything that is not a real calendar date in that form', () => {
    for (const text of [
      '29-Feb-2025',
      '31-Apr-2026',
      '00-Aug-2026',
      '21-Agu-2026',
      '2026-08-21',
      '21/08/2026',
      '',
      'N.A.',
    ]) {
      expect(parseAmfiDate(text)).toBeNull();
    }
  });
});

describe('parseNavAll on the 6-field format', () => {
  const result = parseNavAll(sixField);

  it('detects the format from the header and reads every scheme row', () => {
    expect(result.format).toBe(6);
    expect(result.errors).toEqual([]);
    expect(result.schemes.map((s) => s.schemeCode)).toEqual([120503, 112323, 135001]);
  });

  it('takes category, structure and fund house from the section and AMC lines above a row', () => {
    expect(result.schemes[0]).toMatchObject({
      schemeCode: 120503,
      isinGrowth: 'INF846K01EW2',
      isinReinvest: null,
      name: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth Option',
      amc: 'Axis Mutual Fund',
      structure: 'Open Ended',
      category: 'Equity Scheme - ELSS',
      subType: 'ELSS',
      schemeType: 'EQUITY',
      plan: 'DIRECT',
      option: 'GROWTH',
      nav: '112.0096',
      navDate: '2026-08-18',
      line: 7,
    });
  });

  it('treats a fund house whose name has parentheses as an AMC line, not a section', () => {
    expect(result.schemes[2]).toMatchObject({
      amc: 'IL&FS Mutual Fund (IDF)',
      structure: 'Close Ended',
      category: 'Income',
      subType: 'Income',
      schemeType: 'DEBT',
    });
  });

  it('reads "-" as no ISIN and keeps the NAV text exactly as published', () => {
    expect(result.schemes[2]).toMatchObject({ isinGrowth: null, isinReinvest: null, nav: '10.' });
    expect(result.schemes[1]).toMatchObject({ isinReinvest: 'INF846K01149', nav: '25.1100' });
  });

  it('derives plan and option from the full scheme name', () => {
    expect(result.schemes[1]).toMatchObject({
      plan: 'REGULAR',
      option: 'IDCW',
      planKnown: true,
      optionKnown: true,
    });
  });
});

describe('parseNavAll on the 8-field format', () => {
  const result = parseNavAll(eightField);
  const byCode = new Map(result.schemes.map((s) => [s.schemeCode, s]));

  it('detects the format from the header and keeps the AMFI scheme name as given', () => {
    expect(result.format).toBe(8);
    expect(result.errors).toEqual([]);
    expect(byCode.get(120503)).toMatchObject({
      name: 'Axis ELSS Tax Saver Fund',
      structure: 'Interval Fund',
      amc: 'UTI Mutual Fund',
      nav: '112.2201',
      navDate: '2026-08-21',
    });
  });

  it('reads plan and option from their own fields', () => {
    expect(byCode.get(120503)).toMatchObject({
      plan: 'DIRECT',
      option: 'GROWTH',
      planKnown: true,
      optionKnown: true,
    });
    expect(byCode.get(119551)).toMatchObject({ plan: 'DIRECT', option: 'IDCW' });
  });

  it('derives plan and option from the name when their fields are empty', () => {
    expect(byCode.get(118553)).toMatchObject({
      plan: 'DIRECT',
      option: 'GROWTH',
      optionKnown: true,
    });
    expect(byCode.get(108272)).toMatchObject({
      plan: 'REGULAR',
      option: 'IDCW',
      optionKnown: true,
    });
  });

  it('marks plan and option as unknown when neither the fields nor the name say anything', () => {
    expect(byCode.get(130950)).toMatchObject({
      plan: 'REGULAR',
      option: 'GROWTH',
      planKnown: false,
      optionKnown: false,
    });
  });
});

describe('derivePlan', () => {
  it('is DIRECT when the plan field, the option field or the name says Direct', () => {
    expect(derivePlan('Direct Plan', '', 'X Fund').plan).toBe('DIRECT');
    expect(derivePlan('Regular Plan', 'Direct', 'X Fund').plan).toBe('DIRECT');
    expect(derivePlan('', '', 'X Fund - DIRECT - IDCW').plan).toBe('DIRECT');
  });

  it('is REGULAR otherwise, and only known when the plan field is filled in', () => {
    expect(derivePlan('Regular Plan', 'Growth', 'X Fund')).toEqual({
      plan: 'REGULAR',
      known: true,
    });
    expect(derivePlan('', '', 'ICICI Prudential Regular Savings Fund')).toEqual({
      plan: 'REGULAR',
      known: false,
    });
    expect(derivePlan('', '', 'Directional Equity Fund')).toEqual({
      plan: 'REGULAR',
      known: false,
    });
  });
});

describe('deriveOption', () => {
  it.each([
    ['IDCW', ''],
    ['', 'X Fund - Direct Plan - Monthly IDCW'],
    ['MONTHLY DCW Payout', ''],
    ['', 'X Fund - Regular Plan - Dividend'],
    ['', 'X Fund - Inst Plan B - Periodic Div'],
    ['', 'X Fund - Direct Plan - Quarterly Divdend Option'],
    ['', 'X Fund - Regular Plan - ICDW Option'],
    ['', 'X Fund - Direct Plan - IDWC Option'],
    ['Income Distribution cum capital withdrawal', ''],
    ['', 'X FoF - Direct Plan - Income Cum Distribution Capital Withdrawal Option'],
    ['IDCW-Payout', ''],
    ['Reinvestment', ''],
    ['Quarterly Option', ''],
    ['', 'X Hybrid Fund - Direct Plan - Half Yearly'],
  ])('is IDCW for option "%s" / name "%s"', (optionField, name) => {
    expect(deriveOption(optionField, name, null)).toEqual({ option: 'IDCW', known: true });
  });

  it.each([
    ['Growth Option', 'X Fund'],
    ['', 'X Fund - Direct Plan - Growth'],
    ['Bonus Option', 'X Fund'],
    ['', 'X Fund - Direct Plan - Bonus'],
    ['', 'Tata Dividend Yield Fund - Direct Plan - Growth'],
    ['Cumulative', 'X Fund'],
    ['', 'X Monthly Income Plan - Growth'],
  ])('is GROWTH for option "%s" / name "%s"', (optionField, name) => {
    expect(deriveOption(optionField, name, null)).toEqual({ option: 'GROWTH', known: true });
  });

  it('falls back to IDCW when only a reinvestment ISIN hints at a payout option', () => {
    expect(deriveOption('', 'ICICI Prudential Corporate Bond Fund', 'INF109K015B3')).toEqual({
      option: 'IDCW',
      known: true,
    });
    expect(deriveOption('', 'ICICI Prudential Corporate Bond Fund', null)).toEqual({
      option: 'GROWTH',
      known: false,
    });
  });
});

describe('schemeTypeOf', () => {
  it.each([
    ['Debt Scheme - Liquid Fund', 'LIQUID'],
    ['Income/Debt Oriented Schemes - Liquid Fund', 'LIQUID'],
    ['Debt Scheme - Overnight Fund', 'CASH'],
    ['Income/Debt Oriented Schemes - Overnight Fund', 'CASH'],
    ['Debt Scheme - Banking and PSU Fund', 'DEBT'],
    ['Debt Scheme - Gilt Fund with 10 year constant duration', 'DEBT'],
    ['Income', 'DEBT'],
    ['Gilt', 'DEBT'],
    ['Money Market', 'DEBT'],
    ['Income/Debt Oriented Schemes - Fixed Term Plan', 'DEBT'],
    ['Income/Debt Oriented Schemes - Floating Interest Rates Fund', 'DEBT'],
    ['Equity Scheme - Large Cap Fund', 'EQUITY'],
    ['Equity Schemes - ELSS- Tax Saver Fund', 'EQUITY'],
    ['Equity Scheme - Dividend Yield Fund', 'EQUITY'],
    ['ELSS', 'EQUITY'],
    ['Growth', 'EQUITY'],
    ['Hybrid Scheme - Equity Savings', 'OTHERS'],
    ['Hybrid Schemes - Arbitrage Fund', 'OTHERS'],
    ['Solution Oriented Scheme - Retirement Fund', 'OTHERS'],
    ['Index Funds - Debt Funds', 'OTHERS'],
    ['Index Funds - Equity Funds', 'OTHERS'],
    ['Other Scheme - Index Funds', 'OTHERS'],
    ['Exchange Traded Funds (ETFs) - Debt ETF', 'OTHERS'],
    ['Other Scheme - Gold ETF', 'OTHERS'],
    ['Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic)', 'OTHERS'],
    ['Overseas Fund of Funds - Fund of Funds investing overseas', 'OTHERS'],
    ['Other Scheme - FoF Domestic', 'OTHERS'],
    ['Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years', 'OTHERS'],
    ['Something New', 'OTHERS'],
  ])('classifies "%s" as %s', (category, type) => {
    expect(schemeTypeOf(category)).toBe(type);
  });

  it('gives the sub-type after " - " and the whole category when there is none', () => {
    const text = crlf([
      'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
      'Open Ended Schemes(Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic))',
      'A Mutual Fund',
      '1;-;-;A FoF;10.5;01-Jan-2026',
      'Open Ended Schemes(Money Market)',
      '2;-;-;A Money Market Fund;10.5;01-Jan-2026',
    ]);
    const [fof, mm] = parseNavAll(text).schemes;
    expect(fof).toMatchObject({
      category: 'Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic)',
      subType: 'Fund of Funds Scheme (Domestic)',
      schemeType: 'OTHERS',
    });
    expect(mm).toMatchObject({
      category: 'Money Market',
      subType: 'Money Market',
      schemeType: 'DEBT',
    });
  });
});

describe('malformed lines', () => {
  const text = crlf([
    'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
    ' ',
    'Open Ended Schemes(Debt Scheme - Liquid Fund)',
    'A Mutual Fund',
    '100001;-;-;A Liquid Fund - Growth;1000.1234;21-Aug-2026',
    '100002;-;-;A Liquid Fund - IDCW;N.A.;21-Aug-2026',
    'ABC;-;-;A Liquid Fund - Bonus;1000.1;21-Aug-2026',
    '100004;-;-;A Liquid Fund - Daily IDCW;1000.1;31-Feb-2026',
    '100005;-;-;A Liquid Fund;1000.1',
    '100006;-;-;A Liquid Fund;Direct Plan;Growth;1000.1;21-Aug-2026',
    '100007;-;-;A Liquid Fund - Weekly IDCW;-12.5;21-Aug-2026',
    '100008;-;-;;12.5;21-Aug-2026',
    '100009;-;-;A Liquid Fund - Direct - Growth;1001.5;21-Aug-2026',
  ]);
  const result = parseNavAll(text);

  it('reports each bad line with its 1-based line number and a reason, and keeps parsing', () => {
    expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
      [6, 'NAV "N.A." is not a number'],
      [7, 'scheme code "ABC" is not a number'],
      [8, 'date "31-Feb-2026" is not DD-Mon-YYYY'],
      [9, 'expected 6 fields, found 5'],
      [10, 'expected 6 fields, found 8'],
      [11, 'NAV "-12.5" is not a number'],
      [12, 'scheme name is empty'],
    ]);
    expect(result.errors[0]!.text).toBe('100002;-;-;A Liquid Fund - IDCW;N.A.;21-Aug-2026');
    expect(result.schemes.map((s) => [s.schemeCode, s.line])).toEqual([
      [100001, 5],
      [100009, 13],
    ]);
  });

  it('reports a header with an unknown field count and still reads rows of a known shape', () => {
    const odd = parseNavAll(
      'Scheme Code;Name;NAV\n \nA Mutual Fund\n1;-;-;A Fund;10;01-Jan-2026\n',
    );
    expect(odd.format).toBeNull();
    expect(odd.errors).toEqual([
      {
        line: 1,
        text: 'Scheme Code;Name;NAV',
        reason: 'header is neither the 6- nor the 8-field format',
      },
    ]);
    expect(odd.schemes).toHaveLength(1);
  });

  it('rejects a scheme code beyond the integer range', () => {
    const big = parseNavAll('9999999999;-;-;A Fund;10;01-Jan-2026');
    expect(big.errors[0]?.reason).toBe('scheme code "9999999999" is not a number');
  });
});

describe('parseNavHistoryRow', () => {
  it('reads a valid row', () => {
    expect(parseNavHistoryRow('120503,2026-08-21,112.2201\r')).toEqual({
      ok: true,
      row: { schemeCode: 120503, navDate: '2026-08-21', nav: '112.2201' },
    });
  });

  it.each([
    ['120503,2026-08-21', 'expected 3 fields, found 2'],
    ['12x,2026-08-21,1.5', 'scheme code "12x" is not a number'],
    ['120503,2026-02-30,1.5', 'date "2026-02-30" is not YYYY-MM-DD'],
    ['120503,21-Aug-2026,1.5', 'date "21-Aug-2026" is not YYYY-MM-DD'],
    ['120503,2026-08-21,N.A.', 'NAV "N.A." is not a number'],
    ['120503,2026-08-21,1e5', 'NAV "1e5" is not a number'],
  ])('rejects %s', (line, reason) => {
    expect(parseNavHistoryRow(line)).toEqual({ ok: false, reason });
  });
});

describe('parseGrandfatheringNavRow', () => {
  it('reads a scheme code and its NAV of 31-01-2018', () => {
    expect(parseGrandfatheringNavRow(' 120503 , 38.4512\r')).toEqual({
      ok: true,
      row: { schemeCode: 120503, nav: '38.4512' },
    });
  });

  it.each([
    ['120503', 'expected 2 fields, found 1'],
    ['120503,2018-01-31,38.45', 'expected 2 fields, found 3'],
    ['ABC,38.45', 'scheme code "ABC" is not a number'],
    ['120503,0.0000', 'NAV "0.0000" is not a positive number'],
    ['120503,-1', 'NAV "-1" is not a positive number'],
  ])('rejects %s', (line, reason) => {
    expect(parseGrandfatheringNavRow(line)).toEqual({ ok: false, reason });
  });
});

describe('parseNavAll on arbitrary input', () => {
  const piece = fc.oneof(
    fc.string(),
    fc.constantFrom(
      'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date',
      'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date',
      ' ',
      'Open Ended Schemes(Equity Scheme - Large Cap Fund)',
      'Axis Mutual Fund',
      '120503;INF846K01EW2;-;Axis ELSS Tax Saver Fund;Direct Plan;Growth Option;112.2201;21-Aug-2026',
      '120503;INF846K01EW2;-;Axis ELSS Tax Saver Fund - Direct Plan - Growth;112.2201;21-Aug-2026',
    ),
    fc
      .tuple(fc.array(fc.string({ maxLength: 12 }), { minLength: 5, maxLength: 9 }))
      .map(([fields]) => fields.join(';')),
  );

  it('never throws, and every scheme it returns is well formed', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }),
        fc.constantFrom('\r\n', '\n', '\r'),
        (lines, eol) => {
          const text = lines.join(eol);
          const result = parseNavAll(text);
          const lineCount = text.split(/\r\n|\n|\r/).length;
          for (const s of result.schemes) {
            expect(s.nav).toMatch(/^\d*\.?\d*$/);
            expect(s.navDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
            expect(Number.isInteger(s.schemeCode)).toBe(true);
            expect(s.line).toBeGreaterThanOrEqual(1);
          }
          for (const e of result.errors) expect(e.line).toBeLessThanOrEqual(lineCount);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('never throws on any string at all', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), (text) => {
        parseNavAll(text);
        parseNavHistoryRow(text);
        parseAmfiDate(text);
      }),
    );
    // A hundred strings of up to 2,000 characters: seconds on a busy machine, not a speed test.
  }, 60_000);
});
