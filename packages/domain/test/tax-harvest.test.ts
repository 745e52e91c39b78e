import { describe, expect, it } from 'vitest';
import {
  capitalGainsTaxTexts,
  harvestUnits,
  saleTax,
  type GainForTax,
  type HarvestInput,
  type PurchaseLot,
} from '../src/index.js';

const rupees = (r: number) => BigInt(r) * 100n;
const gain = (
  gainsClass: GainForTax['gainsClass'],
  term: 'SHORT' | 'LONG',
  soldOn: string,
  r: number,
): GainForTax => ({ gainsClass, term, soldOn, gainPaise: rupees(r) });

describe('the tax of one sale', () => {
  it('taxes only the part of a long-term gain the exemption left over', () => {
    // 2025-26: ₹1,00,000 of s. 112A gains booked, ₹1,25,000 exempt. The sale adds ₹50,000:
    // ₹1,50,000 - ₹1,25,000 = ₹25,000 taxable at 12.5 % = ₹3,125 (before the sale: nil).
    // The sale uses ₹1,25,000 - ₹1,00,000 = ₹25,000 of the exemption and leaves nil.
    const tax = saleTax({
      financialYear: '2025-26',
      yearGains: [gain('EQUITY', 'LONG', '2025-05-10', 100_000)],
      saleGains: [gain('EQUITY', 'LONG', '2025-06-02', 50_000)],
      slabBasisPoints: null,
    });
    expect(tax.taxPaise).toBe(312_500n);
    expect(tax.exemptionLimitPaise).toBe(12_500_000n);
    expect(tax.exemptionUsedPaise).toBe(2_500_000n);
    expect(tax.exemptionLeftPaise).toBe(0n);
    expect(tax.notIncluded).toContain(capitalGainsTaxTexts.surchargeAndCess);
  });

  it('costs nothing while the gain stays within the exemption', () => {
    // ₹40,000 of the ₹1,25,000: no tax, ₹85,000 left.
    const tax = saleTax({
      financialYear: '2025-26',
      yearGains: [],
      saleGains: [gain('EQUITY', 'LONG', '2025-06-02', 40_000)],
      slabBasisPoints: null,
    });
    expect(tax.taxPaise).toBe(0n);
    expect(tax.exemptionUsedPaise).toBe(4_000_000n);
    expect(tax.exemptionLeftPaise).toBe(8_500_000n);
  });

  it('taxes a debt fund short-term gain at the chosen slab, and says so when none is chosen', () => {
    // ₹10,000 at a 30 % slab = ₹3,000; with no slab the line has no figure.
    const sale = [gain('DEBT', 'SHORT', '2025-06-02', 10_000)];
    const at30 = saleTax({
      financialYear: '2025-26',
      yearGains: [],
      saleGains: sale,
      slabBasisPoints: 3000,
    });
    expect(at30.taxPaise).toBe(300_000n);
    expect(at30.notIncluded).not.toContain(capitalGainsTaxTexts.slabNotChosen);
    const none = saleTax({
      financialYear: '2025-26',
      yearGains: [],
      saleGains: sale,
      slabBasisPoints: null,
    });
    expect(none.taxPaise).toBe(0n);
    expect(none.notIncluded).toContain(capitalGainsTaxTexts.slabNotChosen);
  });

  it('saves tax when a loss is set off against the year’s short-term gains', () => {
    // ₹20,000 s. 111A gain booked from 23-07-2024 at 20 % = ₹4,000; a ₹5,000 short-term loss
    // leaves ₹15,000 at 20 % = ₹3,000: the sale saves ₹1,000.
    const tax = saleTax({
      financialYear: '2025-26',
      yearGains: [gain('EQUITY', 'SHORT', '2025-05-10', 20_000)],
      saleGains: [gain('EQUITY', 'SHORT', '2025-06-02', -5_000)],
      slabBasisPoints: null,
    });
    expect(tax.taxPaise).toBe(-100_000n);
  });
});

const lot = (allottedOn: string, units: string, nav: string, dutyPaise?: bigint): PurchaseLot => ({
  allottedOn,
  units,
  nav,
  purchase: dutyPaise === undefined ? undefined : { units, stampDutyPaise: dutyPaise },
});
const harvest = (over: Partial<HarvestInput>): string =>
  harvestUnits({
    lots: [lot('2023-01-02', '100.000', '10.0000')],
    on: '2025-06-02',
    nav: '20.0000',
    lockInDays: 0,
    gainsClass: 'EQUITY',
    budgetPaise: rupees(500),
    ...over,
  });

describe('units that harvest the exemption', () => {
  it('sells as many units as book the gain left', () => {
    // ₹10 a unit of gain (20 - 10): ₹500 / ₹10 = 50 units.
    expect(harvest({})).toBe('50.000');
  });

  it('goes to the thousandth of a unit without passing the budget', () => {
    // ₹333.33 / ₹10 a unit = 33.333 units: 33.333 x 20 = ₹666.66, less 33.333 x 10 = ₹333.33.
    expect(harvest({ budgetPaise: 33_333n })).toBe('33.333');
  });

  it('counts the stamp duty in the cost', () => {
    // The whole lot: 100 x 20 - (100 x 10 + ₹0.05 duty) = ₹999.95, within ₹1,000: all 100 units.
    expect(
      harvest({ lots: [lot('2023-01-02', '100.000', '10.0000', 5n)], budgetPaise: rupees(1000) }),
    ).toBe('100.000');
  });

  it('stops at the first lot that is still short term', () => {
    // The 2025-01-01 lot is 5 months old on 02-06-2025: only the 100 units of 2023 qualify.
    const lots = [lot('2023-01-02', '100.000', '10.0000'), lot('2025-01-01', '50.000', '15.0000')];
    expect(harvest({ lots, budgetPaise: rupees(125_000) })).toBe('100.000');
  });

  it('takes a lot at a loss when a later lot’s gain follows it, and sells nothing that books only a loss', () => {
    // 2022: 10 units at 25 = a loss of (20 - 25) x 10 = ₹50; 2023: 100 units at 10 = ₹10 a unit.
    // Budget ₹500: the loss makes room for ₹50 more, so 10 + (550 / 10 = 55) = 65 units, booking
    // -50 + 550 = ₹500.
    const lots = [lot('2022-01-03', '10.000', '25.0000'), lot('2023-01-02', '100.000', '10.0000')];
    expect(harvest({ lots })).toBe('65.000');
    // The loss lot alone is long term (the 2025 lot is 5 months old): selling it books -₹50, no gain.
    const lossOnly = [
      lot('2022-01-03', '10.000', '25.0000'),
      lot('2025-01-01', '50.000', '15.0000'),
    ];
    expect(harvest({ lots: lossOnly })).toBe('0.000');
  });

  it('sells nothing still locked in, nor units of a fund that is not equity-oriented', () => {
    // An ELSS lot of 02-01-2023 is locked in for three years, until 02-01-2026.
    expect(harvest({ lockInDays: 1095 })).toBe('0.000');
    expect(harvest({ gainsClass: 'DEBT' })).toBe('0.000');
    expect(harvest({ budgetPaise: 0n })).toBe('0.000');
  });
});
