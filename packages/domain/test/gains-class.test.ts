import { describe, expect, it } from 'vitest';
import { gainsClassOf, gainsClassTexts, type GainsClass } from '../src/index.js';

describe('the class of a scheme for capital gains', () => {
  it.each([
    ['Equity Scheme - ELSS', 'Axis ELSS Tax Saver Fund - Direct Growth', 'EQUITY'],
    ['Equity Schemes - Flexi Cap Fund', 'Parag Parikh Flexi Cap Fund - Direct Plan', 'EQUITY'],
    ['Other Scheme - Index Funds', 'UTI Nifty 50 Index Fund - Growth Option- Direct', 'EQUITY'],
    ['Index Funds - Equity Funds', 'Invesco India BSE Sensex Index Fund - Direct', 'EQUITY'],
    ['Hybrid Scheme - Aggressive Hybrid Fund', 'SBI Equity Hybrid Fund - Growth', 'EQUITY'],
    ['Hybrid Schemes - Arbitrage Fund', 'Kotak Arbitrage Fund - Growth', 'EQUITY'],
    ['Hybrid Scheme - Equity Savings', 'HDFC Equity Savings Fund - Growth', 'EQUITY'],
    [
      'Solution Oriented Scheme - Retirement Fund',
      'HDFC Retirement Savings Fund - Equity Plan',
      'EQUITY',
    ],
    ['Debt Scheme - Liquid Fund', 'HDFC Liquid Fund - Direct Plan - Growth Option', 'DEBT'],
    ['Income/Debt Oriented Schemes - Overnight Fund', 'SBI Overnight Fund - Growth', 'DEBT'],
    ['Index Funds - Debt Funds', 'Bharat Bond Index Fund - April 2030', 'DEBT'],
    ['Hybrid Scheme - Conservative Hybrid Fund', 'Kotak Debt Hybrid - Growth', 'DEBT'],
    ['Other Scheme - FoF Domestic', 'ICICI Prudential Debt Management Fund (FOF)', 'DEBT'],
    ['Other Scheme - Gold ETF', 'Nippon India ETF Gold BeES', 'LOW_EQUITY'],
    ['Exchange Traded Funds (ETFs) - Silver ETF', 'ICICI Prudential Silver ETF', 'LOW_EQUITY'],
    ['Other Scheme - FoF Overseas', 'Motilal Oswal Nasdaq 100 FOF - Growth', 'LOW_EQUITY'],
    ['Other Scheme - FoF Domestic', 'SBI Gold Fund - Direct Plan - Growth', 'LOW_EQUITY'],
    [
      'Equity Scheme - Sectoral/ Thematic',
      'Franklin U.S. Opportunities Equity Active FoF',
      'LOW_EQUITY',
    ],
    ['Hybrid Scheme - Balanced Hybrid Fund', 'Franklin India Balanced Hybrid Fund', 'OTHER'],
    [
      'Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage',
      'HDFC Balanced Advantage Fund',
      'UNDETERMINED',
    ],
    ['Hybrid Scheme - Multi Asset Allocation', 'ICICI Prudential Multi-Asset Fund', 'UNDETERMINED'],
    ['Other Scheme - FoF Domestic', 'Axis Nifty 50 Index Fund of Fund - Growth', 'UNDETERMINED'],
    [
      'Solution Oriented Scheme - Children’s Fund',
      'SBI Magnum Children’s Benefit Fund',
      'UNDETERMINED',
    ],
    [
      'Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years',
      'Axis Retirement Fund',
      'UNDETERMINED',
    ],
    [
      'Index Funds - Hybrid Fund',
      'Nifty LargeMidcap250 Plus 8-13yr G-Sec 70:30 Index Fund',
      'UNDETERMINED',
    ],
  ] as const)('%s / %s is %s', (category, name, gainsClass: GainsClass) => {
    expect(gainsClassOf({ category, name })).toBe(gainsClass);
  });

  it('says so in plain words where the category cannot tell', () => {
    expect(gainsClassTexts.UNDETERMINED).toBe('Class not determinable from the AMFI category');
  });
});
