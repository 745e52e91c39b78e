/**
 * The tax of one sale and the units that harvest the s. 112A exemption.
 *
 * A sale's tax is the year's estimate with the sale less the estimate without it
 * (capitalGainsTaxEstimate), so set-off and the exemption already used count as they will on the
 * return. Harvesting sells long-term units of equity-oriented funds (and buys them back) so their
 * gains fall within the exemption of s. 112A: first in first out, the oldest free lots first, and
 * never a unit still locked in or short term, since a sale takes the oldest units first.
 */
import {
  capitalGainsTaxEstimate,
  type CapitalGainsTaxEstimate,
  type GainForTax,
} from './capital-gains-tax.js';
import type { FinancialYear } from './capital-gain-statement.js';
import { gainTerm, saleCapitalGains } from './capital-gains.js';
import type { GainsClass } from './gains-class.js';
import type { Paise } from './money.js';
import {
  parseScaled,
  rescale,
  scaledToString,
  unitDecimals,
  valuePaise,
} from './portfolio-valuation.js';
import { isLockedIn, stampDutyShare, type PurchaseLot } from './redemption-lots.js';

export interface SaleTaxInput {
  financialYear: FinancialYear;
  /** The gains the year has booked so far. */
  yearGains: readonly GainForTax[];
  /** The gains of the sale in question, sold in the same year. */
  saleGains: readonly GainForTax[];
  slabBasisPoints: number | null;
}

export interface SaleTax {
  financialYear: FinancialYear;
  /** The estimate with the sale less the estimate without it; negative when the sale saves tax. */
  taxPaise: Paise;
  /** The year's s. 112A exemption. */
  exemptionLimitPaise: Paise;
  /** How much of the exemption this sale uses. */
  exemptionUsedPaise: Paise;
  /** What is left of it after the sale. */
  exemptionLeftPaise: Paise;
  /** What the estimate leaves out, in words. */
  notIncluded: string[];
  /** The year's estimate with the sale. */
  withSale: CapitalGainsTaxEstimate;
}

/** The estimated tax of one sale and its use of the year's s. 112A exemption. */
export function saleTax(input: SaleTaxInput): SaleTax {
  const estimate = (gains: readonly GainForTax[]) =>
    capitalGainsTaxEstimate({
      financialYear: input.financialYear,
      gains,
      slabBasisPoints: input.slabBasisPoints,
    });
  const without = estimate(input.yearGains);
  const withSale = estimate([...input.yearGains, ...input.saleGains]);
  return {
    financialYear: input.financialYear,
    taxPaise: withSale.taxPaise - without.taxPaise,
    exemptionLimitPaise: withSale.exemption.limitPaise,
    exemptionUsedPaise: withSale.exemption.usedPaise - without.exemption.usedPaise,
    exemptionLeftPaise: withSale.exemption.leftPaise,
    notIncluded: withSale.notIncluded,
    withSale,
  };
}

export interface HarvestInput {
  /** The lots held, oldest first. */
  lots: readonly PurchaseLot[];
  /** The date the units would be sold on, and the NAV they would be sold at. */
  on: string;
  nav: string;
  lockInDays: number;
  gainsClass: GainsClass;
  grandfatheringNav?: string | null;
  /** The long-term gain the sale may book: the exemption left. */
  budgetPaise: Paise;
}

/** The long-term gain of selling `units` from one lot at a NAV, before exit load. */
function lotGainPaise(input: HarvestInput, lot: PurchaseLot, units: string): Paise {
  return saleCapitalGains({
    lots: [{ lot, units, stampDutyPaise: stampDutyShare(lot, units) }],
    sale: { nav: input.nav, on: input.on, grossPaise: valuePaise(units, input.nav) },
    exitLoadsPaise: [0n],
    gainsClass: input.gainsClass,
    grandfatheringNav: input.grandfatheringNav ?? null,
  }).longTermPaise;
}

const milli = (units: string) => rescale(parseScaled(units), unitDecimals);
const unitsText = (thousandths: bigint) => scaledToString(thousandths, unitDecimals);

/**
 * The units to sell so that their long-term gain, before exit load, comes as close to the budget
 * as a thousandth of a unit allows without passing it: the oldest lots first, stopping at the first
 * lot that is locked in or not long term on the date. A lot at a loss is taken whole when later
 * lots' gains follow it, since its loss makes room for more gain; of the ways to stop, the one that
 * books the most gain is chosen, and none when no way books a gain (selling would book a loss, not
 * harvest a gain). Only equity-oriented funds qualify (s. 112A); '0.000' otherwise.
 */
export function harvestUnits(input: HarvestInput): string {
  if (input.gainsClass !== 'EQUITY' || input.budgetPaise <= 0n) return unitsText(0n);
  let left = input.budgetPaise;
  let taken = 0n;
  let best = { units: 0n, gainPaise: 0n };
  const consider = () => {
    const gainPaise = input.budgetPaise - left;
    if (gainPaise > best.gainPaise) best = { units: taken, gainPaise };
  };
  for (const lot of input.lots) {
    if (isLockedIn(lot, input.on, input.lockInDays)) break;
    if (gainTerm(lot.allottedOn, input.on, input.gainsClass) !== 'LONG') break;
    const whole = milli(lot.units);
    const gain = lotGainPaise(input, lot, lot.units);
    if (gain <= left) {
      taken += whole;
      left -= gain;
      consider();
      continue;
    }
    // The gain grows with the units taken: the most units whose gain stays within what is left.
    let low = 0n;
    let high = whole;
    while (low < high) {
      const mid = (low + high + 1n) / 2n;
      if (lotGainPaise(input, lot, unitsText(mid)) <= left) low = mid;
      else high = mid - 1n;
    }
    if (low > 0n) {
      left -= lotGainPaise(input, lot, unitsText(low));
      taken += low;
      consider();
    }
    break;
  }
  return unitsText(best.units);
}

/** The slab rates an investor may choose for the estimate, in basis points (3000 for 30 %). */
export const taxSlabChoices = [0, 500, 1000, 1500, 2000, 3000] as const;
