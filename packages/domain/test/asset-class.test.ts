import { describe, expect, it } from 'vitest';
import { assetClassOf, type AssetClass } from '../src/index.js';

/**
 * Real schemes of the AMFI master (NAVAll of 18 and 22 August 2026): scheme code, the category
 * of its section line, its name as the file gives it, and the class it belongs to.
 */
const master: readonly (readonly [number, string, string, AssetClass])[] = [
  [
    120716,
    'Other Scheme - Index Funds',
    'UTI Nifty 50 Index Fund - Growth Option- Direct',
    'EQUITY',
  ],
  [135853, 'Other Scheme - Other  ETFs', 'HDFC NIFTY 50 ETF - Growth Plan', 'EQUITY'],
  [
    154340,
    'Index Funds - Equity Funds',
    'Invesco India BSE Sensex Index Fund - Direct Plan - Growth',
    'EQUITY',
  ],
  [
    152431,
    'Index Funds - Equity Funds',
    'Groww Nifty Smallcap 250 Index Fund - Direct Plan - Growth',
    'EQUITY',
  ],
  [
    148809,
    'Index Funds - Equity Funds',
    'Aditya Birla Sun Life Nifty Midcap 150 Index Fund - Direct - Payout of IDCW',
    'EQUITY',
  ],
  [140107, 'Other Scheme - Other  ETFs', 'CPSE ETF', 'EQUITY'],
  [141957, 'Other Scheme - Other  ETFs', 'BHARAT 22 ETF', 'EQUITY'],
  [153314, 'Other Scheme - Other  ETFs', 'Kotak MSCI India ETF', 'EQUITY'],
  [151207, 'Other Scheme - Other  ETFs', 'ICICI Prudential Nifty Commodities ETF', 'EQUITY'],
  [152535, 'Other Scheme - Index Funds', 'Navi NiftyIT Index Fund - Direct Plan- Growth', 'EQUITY'],
  [
    150345,
    'Other Scheme - FoF Domestic',
    'Tata Nifty India Digital ETF Fund of Fund -Regular Plan-Growth',
    'EQUITY',
  ],
  [
    153860,
    'Other Scheme - FoF Domestic',
    'HDFC Diversified Equity All Cap Active FOF - Direct Plan - Growth Plan',
    'EQUITY',
  ],
  [
    153816,
    'Other Scheme - FoF Domestic',
    'Mirae Asset Multi Factor Passive FOF - Direct Plan - Growth',
    'EQUITY',
  ],
  [
    146349,
    'Solution Oriented Scheme - Retirement Fund',
    'ICICI Prudential Retirement Fund - Pure Equity - Direct Plan - Growth Option',
    'EQUITY',
  ],
  [
    122639,
    'Equity Scheme - Flexi Cap Fund',
    'Parag Parikh Flexi Cap Fund - Direct Plan - Growth',
    'EQUITY',
  ],
  [
    118989,
    'Equity Scheme - Mid Cap Fund',
    'HDFC Mid Cap Fund - Growth Option - Direct Plan',
    'EQUITY',
  ],
  [119091, 'Debt Scheme - Liquid Fund', 'HDFC Liquid Fund - Growth Option - Direct Plan', 'DEBT'],
  [149398, 'Other Scheme - Other  ETFs', 'BHARAT Bond ETF - April 2032', 'DEBT'],
  [147849, 'Other Scheme - Other  ETFs', 'Bharat Bond ETF - April 2030', 'DEBT'],
  [152891, 'Exchange Traded Funds (ETFs) - Debt ETF', 'Groww Nifty 1D Rate Liquid ETF', 'DEBT'],
  [152555, 'Other Scheme - Other  ETFs', 'DSP BSE Liquid Rate ETF', 'DEBT'],
  [
    151533,
    'Exchange Traded Funds (ETFs) - Debt ETF',
    'Aditya Birla Sun Life CRISIL Liquid Overnight ETF - IDCW Daily Reinvestment with Weekly Payout',
    'DEBT',
  ],
  [
    151479,
    'Index Funds - Debt Funds',
    'HSBC CRISIL IBX Gilt June 2027 Index Fund - Direct - Growth',
    'DEBT',
  ],
  [
    150358,
    'Index Funds - Debt Funds',
    'Mirae Asset Nifty SDL Jun 2027 Index Fund - Direct Plan - Growth',
    'DEBT',
  ],
  [
    151695,
    'Exchange Traded Funds (ETFs) - Debt ETF',
    'Mirae Asset Nifty 8-13 yr G-Sec ETF',
    'DEBT',
  ],
  [
    146727,
    'Solution Oriented Scheme - Retirement Fund',
    'ICICI Prudential Retirement Fund - Pure Debt - Direct Plan - Growth Option',
    'DEBT',
  ],
  [140088, 'Other Scheme - Gold ETF', 'Nippon India ETF Gold BeES', 'GOLD_COMMODITY'],
  [111954, 'Other Scheme - Gold ETF', 'SBI Gold ETF', 'GOLD_COMMODITY'],
  [
    115127,
    'Exchange Traded Funds (ETFs) - Equity ETF',
    'Aditya Birla Sun Life Gold ETF',
    'GOLD_COMMODITY',
  ],
  [
    150736,
    'Other Scheme - FoF Domestic',
    'HDFC Silver ETF Fund of Fund - Growth Option',
    'GOLD_COMMODITY',
  ],
  [
    149780,
    'Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic)',
    'Aditya Birla Sun Life Silver ETF FOF-Direct Growth',
    'GOLD_COMMODITY',
  ],
  [
    154295,
    'Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic)',
    'HSBC Gold ETF Fund of fund - Direct Growth',
    'GOLD_COMMODITY',
  ],
  [
    118662,
    'Other Scheme - FoF Domestic',
    'NIPPON INDIA GOLD SAVINGS FUND - Direct Plan - IDCW Option',
    'GOLD_COMMODITY',
  ],
  [
    154078,
    'Other Scheme - FoF Domestic',
    'Axis Gold and Silver Passive FOF - Direct Plan - Growth',
    'GOLD_COMMODITY',
  ],
  [
    145552,
    'Other Scheme - FoF Domestic',
    'Motilal Oswal Nasdaq 100 Fund of Fund- Direct Plan Growth',
    'INTERNATIONAL',
  ],
  [114984, 'Other Scheme - Other  ETFs', 'Motilal Oswal Nasdaq 100 ETF (MOFN100)', 'INTERNATIONAL'],
  [
    149219,
    'Other Scheme - Index Funds',
    'ICICI Prudential NASDAQ 100 Index Fund - Direct Plan - Growth',
    'INTERNATIONAL',
  ],
  [
    148381,
    'Other Scheme - Index Funds',
    'Motilal Oswal S&P 500 Index Fund - Direct Plan Growth',
    'INTERNATIONAL',
  ],
  [140095, 'Other Scheme - Other  ETFs', 'Nippon India ETF Hang Seng BeES', 'INTERNATIONAL'],
  [149169, 'Other Scheme - Other  ETFs', 'Mirae Asset S&P 500 Top 50 ETF', 'INTERNATIONAL'],
  [
    147648,
    'Other Scheme - FoF Domestic',
    'ICICI Prudential Global Advantage Fund (FOF) - Direct Plan - Growth Option',
    'INTERNATIONAL',
  ],
  [
    119779,
    'Other Scheme - FoF Overseas',
    'Kotak Global Emerging Market overseas Equity Omni FOF - Growth - Direct',
    'INTERNATIONAL',
  ],
  [
    118551,
    'Other Scheme - FoF Overseas',
    'Franklin U.S. Opportunities Equity Active Fund of Funds - Direct - Growth',
    'INTERNATIONAL',
  ],
  [
    152140,
    'Other Scheme - FoF Overseas',
    'Aditya Birla Sun Life US Treasury 1-3 Year Bond ETFs Fund Of Funds-Direct Growth',
    'INTERNATIONAL',
  ],
  [
    133814,
    'Other Scheme - FoF Overseas',
    'Kotak World Gold Fund - Standard Plan - Dividend Option',
    'INTERNATIONAL',
  ],
  [
    130864,
    'Equity Scheme - Sectoral/ Thematic',
    'NIPPON INDIA - JAPAN EQUITY FUND - DIRECT Plan - IDCW Option',
    'INTERNATIONAL',
  ],
  [
    120186,
    'Equity Scheme - Sectoral/ Thematic',
    'ICICI Prudential US Bluechip Equity Fund - Direct Plan -  Growth',
    'INTERNATIONAL',
  ],
  [
    149441,
    'Other Scheme - FoF Domestic',
    'ICICI Prudential Passive Multi-Asset Fund of Funds - Direct Plan - Growth',
    'HYBRID',
  ],
  [
    153757,
    'Other Scheme - FoF Domestic',
    'Zerodha Multi Asset Passive FoF - Direct - Growth',
    'HYBRID',
  ],
  [148901, 'Other Scheme - FoF Domestic', 'HDFC Multi-Asset Active FOF - Growth Option', 'HYBRID'],
  [
    120679,
    'Other Scheme - FoF Domestic',
    'ICICI Prudential Dynamic Asset Allocation Active FOF - Direct Plan - Growth',
    'HYBRID',
  ],
  [
    147895,
    'Fund of Funds Scheme (Domestic) - Fund of Funds Scheme (Domestic)',
    'Axis Income Plus Arbitrage Omni FOF - Direct Plan - Annual IDCW',
    'HYBRID',
  ],
  [
    154310,
    'Other Scheme - Index Funds',
    'Edelweiss Nifty LargeMidcap 250 Plus 8-13 yr G-Sec 70-30 Index Fund Direct Plan Growth',
    'HYBRID',
  ],
  [
    154497,
    'Exchange Traded Funds (ETFs) - Equity ETF',
    'Mirae Asset Nifty200 Momentum 30 Plus 8-13 yr G-Sec 50:50 ETF',
    'HYBRID',
  ],
  [
    154436,
    'Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years',
    'Zerodha Life Cycle Fund 2036 - Direct - Growth',
    'HYBRID',
  ],
  [
    136113,
    'Hybrid Scheme - Aggressive Hybrid Fund',
    'ICICI Prudential Equity & Debt Fund - Annual IDCW',
    'HYBRID',
  ],
  [
    100119,
    'Hybrid Scheme - Dynamic Asset Allocation or Balanced Advantage',
    'HDFC Balanced Advantage Fund - Growth Plan',
    'HYBRID',
  ],
];

describe('asset class of a scheme', () => {
  it.each(master)('%i %s: %s is %s', (_code, category, name, expected) => {
    expect(assetClassOf({ category, name })).toBe(expected);
  });

  it('covers every class but Others with real schemes', () => {
    const classes = new Set(master.map(([, , , cls]) => cls));
    expect([...classes].sort()).toEqual(
      ['DEBT', 'EQUITY', 'GOLD_COMMODITY', 'HYBRID', 'INTERNATIONAL'].sort(),
    );
  });

  it('reads the category from the whole section line as well', () => {
    const name = 'UTI Nifty 50 Index Fund - Growth Option- Direct';
    expect(assetClassOf({ category: 'Open Ended Schemes(Other Scheme - Index Funds)', name })).toBe(
      'EQUITY',
    );
    expect(
      assetClassOf({
        category: 'Open Ended Schemes(Equity Scheme - Large Cap Fund)',
        name: 'Axis Large Cap Fund - Direct Plan - Growth',
      }),
    ).toBe('EQUITY');
  });

  it('keeps Others for a wrapper whose name says nothing of what it holds', () => {
    expect(assetClassOf({ category: 'Other Scheme - Other  ETFs', name: 'Example ETF' })).toBe(
      'OTHERS',
    );
    expect(assetClassOf({ category: '', name: '' })).toBe('OTHERS');
  });
});
