import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareRisk,
  exitLoadText,
  nfoSchemeCodes,
  nfoWindow,
  riskLevels,
  schemeAttributes,
  type SchemeAttributesInput,
} from '../src/rules/scheme-attributes.js';
import { schemeTypeOf } from '../src/rules/amfi.js';

function scheme(category: string, name: string, extra: Partial<SchemeAttributesInput> = {}) {
  const at = category.indexOf(' - ');
  return schemeAttributes({
    schemeCode: 100001,
    schemeType: schemeTypeOf(category),
    subType: at < 0 ? category : category.slice(at + 3),
    category,
    plan: 'DIRECT',
    name,
    ...extra,
  });
}

describe('scheme attributes per category', () => {
  it('an ELSS scheme has a three-year lock-in, no exit load and no SWP', () => {
    const a = scheme('Equity Scheme - ELSS', 'Axis ELSS Tax Saver Fund - Direct Plan - Growth');
    expect(a.lockInDays).toBe(1095);
    expect(a.exitLoad).toBe('Nil');
    expect(a.swpAllowed).toBe(false);
    expect(a.riskometer).toEqual({ label: 'Very High', level: 6 });
    expect(a.minLumpsumPaise).toBe(50_000n);
    expect(a.benchmark).toBe('NIFTY 500 TRI');
  });

  it('the newer ELSS label gives the same attributes', () => {
    const older = scheme('Equity Scheme - ELSS', 'X ELSS Fund');
    const newer = scheme('Equity Schemes - ELSS- Tax Saver Fund', 'X ELSS Fund');
    expect(newer).toEqual(older);
  });

  it('a large-cap scheme charges 1% within a year and takes weekly, monthly and quarterly SIPs', () => {
    const a = scheme('Equity Scheme - Large Cap Fund', 'HDFC Large Cap Fund - Growth');
    expect(a.exitLoad).toBe('1% if redeemed within 365 days');
    expect(a.exitLoadRule).toEqual({ basisPoints: 100, withinDays: 365 });
    expect(a.sipFrequencies.map((f) => f.label)).toEqual(['Weekly', 'Monthly', 'Quarterly']);
    expect(a.sipDates).toHaveLength(28);
    expect(a.minSipPaise).toBe(50_000n);
    expect(a.maxAmountPaise).toBeNull();
    expect(a.benchmark).toBe('NIFTY 100 TRI');
    expect(a.isLiquidOrOvernight).toBe(false);
  });

  it('a small-cap scheme caps a single purchase', () => {
    const a = scheme('Equity Schemes - Small Cap Fund', 'Nippon India Small Cap Fund');
    expect(a.maxAmountPaise).toBe(50_000_000n);
  });

  it('an overnight scheme is low risk, has no exit load, no SIP and the liquid cut-off', () => {
    const a = scheme('Debt Scheme - Overnight Fund', 'SBI Overnight Fund - Direct Growth');
    expect(a.riskometer).toEqual({ label: 'Low', level: 1 });
    expect(a.exitLoad).toBe('Nil');
    expect(a.sipFrequencies).toEqual([]);
    expect(a.minSipPaise).toBe(0n);
    expect(a.isLiquidOrOvernight).toBe(true);
  });

  it('a liquid scheme has the liquid cut-off under either label', () => {
    for (const category of [
      'Debt Scheme - Liquid Fund',
      'Income/Debt Oriented Schemes - Liquid Fund',
    ]) {
      const a = scheme(category, 'Kotak Liquid Fund');
      expect(a.isLiquidOrOvernight).toBe(true);
      expect(a.riskometer.label).toBe('Low to Moderate');
      expect(a.benchmark).toBe('NIFTY Liquid Index A-I');
    }
  });

  it('a money-market scheme is not liquid for the cut-off', () => {
    expect(
      scheme('Debt Scheme - Money Market Fund', 'Kotak Money Market').isLiquidOrOvernight,
    ).toBe(false);
  });

  it('a short-duration debt scheme takes monthly and quarterly SIPs on fixed dates', () => {
    const a = scheme('Debt Scheme - Short Duration Fund', 'Axis Short Duration Fund');
    expect(a.sipFrequencies.map((f) => f.freqId)).toEqual(['M', 'Q']);
    expect(a.sipDates).toEqual([1, 5, 10, 15, 20, 25]);
    expect(a.exitLoad).toBe('0.25% if redeemed within 30 days');
    expect(a.riskometer.label).toBe('Moderate');
  });

  it('a credit-risk scheme is moderately high', () => {
    expect(scheme('Debt Scheme - Credit Risk Fund', 'X Credit Risk Fund').riskometer.level).toBe(4);
  });

  it('an arbitrage scheme is low risk with a 30-day load', () => {
    const a = scheme('Hybrid Scheme - Arbitrage Fund', 'Zerodha Arbitrage Fund');
    expect(a.riskometer.label).toBe('Low');
    expect(a.exitLoad).toBe('0.25% if redeemed within 30 days');
  });

  it('an equity index fund tracks the index of its name', () => {
    const a = scheme(
      'Other Scheme - Index Funds',
      'UTI Nifty 50 Index Fund - Direct Plan - Growth',
    );
    expect(a.benchmark).toBe('Nifty 50 TRI');
    expect(a.exitLoad).toBe('Nil');
    expect(a.riskometer.label).toBe('High');
  });

  it('finds the tracked index however the name spells it', () => {
    expect(
      scheme('Other Scheme - Index Funds', 'Axis Nifty500 Value 50 Index Fund').benchmark,
    ).toBe('Nifty500 Value 50 TRI');
    expect(scheme('Other Scheme - Other  ETFs', 'Nippon India ETF Nifty 50 BeES').benchmark).toBe(
      'Nifty 50 TRI',
    );
  });

  it('a debt index fund is moderate and tracks its index without TRI', () => {
    const a = scheme('Index Funds - Debt Funds', 'JioBlackRock Nifty 8-13 yr G-Sec Index Fund');
    expect(a.riskometer.label).toBe('Moderate');
    expect(a.benchmark).toBe('Nifty 8-13 yr G-Sec');
  });

  it('an ETF takes no purchase on the desk, no SIP and no SWP', () => {
    const a = scheme('Exchange Traded Funds (ETFs) - Gold ETF', 'Nippon India ETF Gold BeES');
    expect(a.purchaseAllowed).toBe(false);
    expect(a.sipFrequencies).toEqual([]);
    expect(a.swpAllowed).toBe(false);
    expect(a.benchmark).toBe('Domestic Price of Gold');
  });

  it('an overseas fund of funds is very high risk with an overseas limit', () => {
    const a = scheme('Other Scheme - FoF Overseas', 'Motilal Oswal Nasdaq 100 Fund of Fund');
    expect(a.riskometer.label).toBe('Very High');
    expect(a.maxAmountPaise).toBe(10_000_000n);
  });

  it('a retirement scheme has a five-year lock-in', () => {
    const a = scheme('Solution Oriented Scheme - Retirement Fund', 'HDFC Retirement Savings Fund');
    expect(a.lockInDays).toBe(1825);
  });

  it('a close-ended scheme takes no purchase, SIP or SWP outside an NFO', () => {
    const a = scheme('Income', 'SBI Fixed Maturity Plan Series 12', {
      structure: 'Close Ended Schemes',
    });
    expect(a.purchaseAllowed).toBe(false);
    expect(a.sipFrequencies).toEqual([]);
    expect(a.swpAllowed).toBe(false);
    expect(a.exitLoad).toBe('Nil');
  });

  it('the demo NFO schemes are flagged and open during the current month', () => {
    const code = nfoSchemeCodes[0]!;
    const a = scheme('Equity Schemes - Large Cap Fund', 'JioBlackRock Large Cap Fund', {
      schemeCode: code,
    });
    expect(a.isNfo).toBe(true);
    expect(a.swpAllowed).toBe(false);
    expect(nfoWindow(code, '2026-02-10')).toEqual({
      openDate: '2026-02-01',
      closeDate: '2026-02-28',
    });
    expect(nfoWindow(code, '2028-02-29')?.closeDate).toBe('2028-02-29');
    expect(nfoWindow(100001, '2026-02-10')).toBeNull();
    expect(scheme('Equity Schemes - Large Cap Fund', 'X').isNfo).toBe(false);
  });

  it('is deterministic and always within the documented ranges', () => {
    const categories = [
      'Equity Scheme - Mid Cap Fund',
      'Debt Scheme - Gilt Fund',
      'Hybrid Scheme - Balanced Advantage',
      'Open Ended Schemes',
      'Growth',
      'Other Scheme - FoF Domestic',
      'Life Cycle Funds - Life Cycle Fund with Maturity of 10 Years',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 999_999 }),
        fc.constantFrom(...categories),
        fc.string(),
        (schemeCode, category, name) => {
          const a = scheme(category, name, { schemeCode });
          expect(scheme(category, name, { schemeCode })).toEqual(a);
          expect(riskLevels[a.riskometer.level - 1]).toBe(a.riskometer.label);
          expect(a.minAdditionalPaise).toBeLessThanOrEqual(a.minLumpsumPaise);
          expect(a.sipDates.every((d) => d >= 1 && d <= 28)).toBe(true);
          expect(a.sipFrequencies.length === 0).toBe(a.minSipPaise === 0n);
          expect(a.benchmark.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('risk levels', () => {
  it('orders Low below Very High', () => {
    expect(compareRisk('Low', 'Very High')).toBeLessThan(0);
    expect(compareRisk('High', 'Moderately High')).toBeGreaterThan(0);
    expect(compareRisk('Moderate', 'Moderate')).toBe(0);
  });

  it('words an exit load as the desk shows it', () => {
    expect(exitLoadText(null)).toBe('Nil');
    expect(exitLoadText({ basisPoints: 50, withinDays: 90 })).toBe(
      '0.5% if redeemed within 90 days',
    );
  });
});
