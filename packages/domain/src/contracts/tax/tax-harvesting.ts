import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZPaise } from '../portfolio/figures.js';

/** The estimated tax of one sale, as the sell preview shows it. */
export const ZSaleTax = z.object({
  /** The financial year the sale falls in ('2026-27'). */
  financialYear: z.string(),
  /** The year's estimate with the sale less the estimate without it; negative when it saves tax. */
  taxPaise: ZPaise,
  exemptionLimitPaise: ZPaise,
  /** How much of the year's s. 112A exemption the sale uses. */
  exemptionUsedPaise: ZPaise,
  /** What is left of the exemption after the sale. */
  exemptionLeftPaise: ZPaise,
  /** What the estimate leaves out, in words (surcharge and cess, the slab when not chosen). */
  notIncluded: z.array(z.string()),
});
export type TSaleTax = z.infer<typeof ZSaleTax>;

/** One folio's scheme: the units to sell and buy back to book long-term gains within the exemption. */
export const ZHarvestRow = z.object({
  folioNo: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  /** Units held, and those free of lock-in and long term on the business date. */
  heldUnits: z.string(),
  /** The units to sell: 3 decimals; '0.000' when none qualify. */
  units: z.string(),
  nav: z.string(),
  navDate: z.string(),
  /** What the units would fetch, the long-term gain they book and the exit load they cost. */
  grossPaise: ZPaise,
  longTermGainPaise: ZPaise,
  exitLoadPaise: ZPaise,
});
export type THarvestRow = z.infer<typeof ZHarvestRow>;

export const ZTaxHarvestingResponse = z.object({
  financialYear: z.string(),
  /** The business date the figures stand on. */
  asOnDate: z.string(),
  exemptionLimitPaise: ZPaise,
  /** The s. 112A exemption the year's long-term gains of equity-oriented funds have used. */
  exemptionUsedPaise: ZPaise,
  exemptionLeftPaise: ZPaise,
  /** Equity-oriented holdings, with the units that harvest what is left. */
  rows: z.array(ZHarvestRow),
  notIncluded: z.array(z.string()),
});
export type TTaxHarvestingResponse = z.infer<typeof ZTaxHarvestingResponse>;

/** POST reports/taxHarvesting {}: the s. 112A exemption left this financial year and how to use it. */
export const taxHarvestingCall = defineCall('reports/taxHarvesting', z.object({}).nullish(), ZTaxHarvestingResponse);
