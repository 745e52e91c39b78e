import { describe, expect, it } from 'vitest';
import {
  capitalGainsTaxEstimate,
  capitalGainsTaxTexts,
  gainSectionOf,
  sectionRate,
  s112aExemptionPaise,
  type GainForTax,
} from '../src/index.js';

const lakh = 10_000_000n;
const rupees = (r: number) => BigInt(r) * 100n;
const equity = (term: 'SHORT' | 'LONG', soldOn: string, gain: number): GainForTax => ({
  gainsClass: 'EQUITY',
  term,
  soldOn,
  gainPaise: rupees(gain),
});
const debt = (term: 'SHORT' | 'LONG', soldOn: string, gain: number): GainForTax => ({
  gainsClass: 'DEBT',
  term,
  soldOn,
  gainPaise: rupees(gain),
});

describe('sections and rates', () => {
  it('puts each gain under its section', () => {
    expect(gainSectionOf('EQUITY', 'SHORT')).toBe('S111A');
    expect(gainSectionOf('EQUITY', 'LONG')).toBe('S112A');
    expect(gainSectionOf('DEBT', 'SHORT')).toBe('SLAB');
    expect(gainSectionOf('LOW_EQUITY', 'LONG')).toBe('S112');
    expect(gainSectionOf('UNDETERMINED', 'SHORT')).toBeNull();
    expect(gainSectionOf('EQUITY', 'UNDETERMINED')).toBeNull();
  });

  it('changes the rates for transfers from 23-07-2024', () => {
    expect(sectionRate('S111A', 'BEFORE_2024_07_23', null).basisPoints).toBe(1500);
    expect(sectionRate('S111A', 'FROM_2024_07_23', null).basisPoints).toBe(2000);
    expect(sectionRate('S112A', 'BEFORE_2024_07_23', null).basisPoints).toBe(1000);
    expect(sectionRate('S112A', 'FROM_2024_07_23', null).basisPoints).toBe(1250);
    expect(sectionRate('S112', 'FROM_2024_07_23', null).basisPoints).toBe(1250);
    expect(sectionRate('S112', 'BEFORE_2024_07_23', null).excluded).toBe(
      capitalGainsTaxTexts.indexedLongTerm,
    );
    expect(sectionRate('SLAB', 'FROM_2024_07_23', 3000).basisPoints).toBe(3000);
    expect(sectionRate('SLAB', 'FROM_2024_07_23', null).excluded).toBe(
      capitalGainsTaxTexts.slabNotChosen,
    );
    expect(s112aExemptionPaise('2023-24')).toBe(lakh);
    expect(s112aExemptionPaise('2024-25')).toBe((lakh * 5n) / 4n);
  });
});

describe('the tax estimate of a financial year', () => {
  it('taxes 2026-27 gains at 20 %, 12.5 % over ₹1,25,000, and the slab', () => {
    // s. 111A: ₹50,000 x 20 % = ₹10,000. s. 112A: (₹2,00,000 - ₹1,25,000) x 12.5 % = ₹9,375.
    // Slab 30 %: ₹10,000 x 30 % = ₹3,000. Total ₹22,375.
    const estimate = capitalGainsTaxEstimate({
      financialYear: '2026-27',
      gains: [
        equity('SHORT', '2026-05-04', 30_000),
        equity('SHORT', '2026-09-14', 20_000),
        equity('LONG', '2026-11-02', 200_000),
        debt('SHORT', '2027-02-01', 10_000),
      ],
      slabBasisPoints: 3000,
    });
    expect(estimate.lines.map((l) => [l.section, l.taxablePaise, l.taxPaise])).toEqual([
      ['S111A', rupees(50_000), rupees(10_000)],
      ['S112A', rupees(75_000), rupees(9_375)],
      ['SLAB', rupees(10_000), rupees(3_000)],
    ]);
    expect(estimate.taxPaise).toBe(rupees(22_375));
    expect(estimate.exemption).toEqual({
      limitPaise: rupees(125_000),
      usedPaise: rupees(125_000),
      leftPaise: 0n,
    });
    expect(estimate.notIncluded).toEqual([
      capitalGainsTaxTexts.basicExemption,
      capitalGainsTaxTexts.surchargeAndCess,
    ]);
  });

  it('splits 2024-25 at 23-07-2024 and gives its ₹1,25,000 once, to the 12.5 % gains first', () => {
    // s. 112A: ₹80,000 before (10 %), ₹1,00,000 from 23-07-2024 (12.5 %). The exemption covers the
    // ₹1,00,000 at 12.5 % and ₹25,000 of the rest: (80,000 - 25,000) x 10 % = ₹5,500.
    // s. 111A: ₹20,000 x 15 % = ₹3,000 (22-07-2024) and ₹10,000 x 20 % = ₹2,000 (23-07-2024).
    const estimate = capitalGainsTaxEstimate({
      financialYear: '2024-25',
      gains: [
        equity('LONG', '2024-06-10', 80_000),
        equity('LONG', '2024-12-10', 100_000),
        equity('SHORT', '2024-07-22', 20_000),
        equity('SHORT', '2024-07-23', 10_000),
      ],
      slabBasisPoints: null,
    });
    expect(
      estimate.lines.map((l) => [l.section, l.period, l.exemptPaise, l.taxablePaise, l.taxPaise]),
    ).toEqual([
      ['S111A', 'BEFORE_2024_07_23', 0n, rupees(20_000), rupees(3_000)],
      ['S111A', 'FROM_2024_07_23', 0n, rupees(10_000), rupees(2_000)],
      ['S112A', 'BEFORE_2024_07_23', rupees(25_000), rupees(55_000), rupees(5_500)],
      ['S112A', 'FROM_2024_07_23', rupees(100_000), 0n, 0n],
    ]);
    expect(estimate.taxPaise).toBe(rupees(10_500));
  });

  it('gives 2023-24 ₹1,00,000 of exemption at 10 %', () => {
    // (₹1,50,000 - ₹1,00,000) x 10 % = ₹5,000; ₹0 of the exemption left.
    const estimate = capitalGainsTaxEstimate({
      financialYear: '2023-24',
      gains: [equity('LONG', '2024-01-15', 150_000)],
      slabBasisPoints: null,
    });
    expect(estimate.taxPaise).toBe(rupees(5_000));
    expect(estimate.exemption.leftPaise).toBe(0n);
  });

  it('sets a short-term loss off against the gains taxed highest first', () => {
    // Slab 30 %: the ₹30,000 short-term equity loss goes against the ₹40,000 debt gain first:
    // (40,000 - 30,000) x 30 % = ₹3,000; s. 112A (2,00,000 - 1,25,000) x 12.5 % = ₹9,375.
    const gains = [
      equity('SHORT', '2026-05-04', -30_000),
      equity('LONG', '2026-06-01', 200_000),
      debt('SHORT', '2026-07-01', 40_000),
    ];
    const withSlab = capitalGainsTaxEstimate({
      financialYear: '2026-27',
      gains,
      slabBasisPoints: 3000,
    });
    expect(withSlab.taxPaise).toBe(rupees(12_375));
    // No slab chosen: the slab's rate is unknown, so the loss goes against s. 112A:
    // (2,00,000 - 30,000 - 1,25,000) x 12.5 % = ₹5,625; the debt gain is left out, in words.
    const without = capitalGainsTaxEstimate({
      financialYear: '2026-27',
      gains,
      slabBasisPoints: null,
    });
    expect(without.lines.find((l) => l.section === 'S112A')).toMatchObject({
      setOffPaise: rupees(30_000),
      taxPaise: rupees(5_625),
    });
    expect(without.lines.find((l) => l.section === 'SLAB')).toMatchObject({
      taxablePaise: rupees(40_000),
      taxPaise: null,
      excluded: capitalGainsTaxTexts.slabNotChosen,
    });
    expect(without.notIncluded).toContain(capitalGainsTaxTexts.slabNotChosen);
  });

  it('keeps a long-term loss away from short-term gains and carries it forward', () => {
    // The ₹50,000 long-term loss may not touch the ₹1,00,000 short-term gain: ₹20,000 tax, and
    // ₹50,000 carried forward.
    const estimate = capitalGainsTaxEstimate({
      financialYear: '2026-27',
      gains: [equity('LONG', '2026-05-04', -50_000), equity('SHORT', '2026-06-01', 100_000)],
      slabBasisPoints: null,
    });
    expect(estimate.taxPaise).toBe(rupees(20_000));
    expect(estimate.carriedForward).toEqual({ shortTermPaise: 0n, longTermPaise: rupees(50_000) });
    expect(estimate.exemption.leftPaise).toBe(rupees(125_000));
  });

  it('leaves out indexed long-term gains and gains of undetermined class, in words', () => {
    const estimate = capitalGainsTaxEstimate({
      financialYear: '2024-25',
      gains: [
        debt('LONG', '2024-05-02', 10_000),
        { gainsClass: 'UNDETERMINED', term: 'LONG', soldOn: '2024-09-02', gainPaise: 12_345n },
      ],
      slabBasisPoints: null,
    });
    expect(estimate.taxPaise).toBe(0n);
    expect(estimate.undeterminedPaise).toBe(12_345n);
    expect(estimate.notIncluded).toEqual([
      capitalGainsTaxTexts.indexedLongTerm,
      capitalGainsTaxTexts.undetermined,
      capitalGainsTaxTexts.basicExemption,
      capitalGainsTaxTexts.surchargeAndCess,
    ]);
  });

  it('refuses a gain outside the year, a year before s. 112A, and a slab that is no rate', () => {
    const base = { slabBasisPoints: null, gains: [] };
    expect(() =>
      capitalGainsTaxEstimate({
        ...base,
        financialYear: '2026-27',
        gains: [equity('LONG', '2026-03-31', 1)],
      }),
    ).toThrow(RangeError);
    expect(() => capitalGainsTaxEstimate({ ...base, financialYear: '2017-18' })).toThrow(
      RangeError,
    );
    expect(() =>
      capitalGainsTaxEstimate({ ...base, financialYear: '2026-27', slabBasisPoints: 30.5 }),
    ).toThrow(RangeError);
  });
});
