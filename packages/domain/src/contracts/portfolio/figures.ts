import { z } from 'zod';
import { assetClasses } from '../../codes/portfolio.js';
import { messages } from '../../messages.js';
import { parseDisplayDate } from '../../rules/format.js';

/** Amounts travel as integer paise (safe integers); rates and percentages as 2-decimal strings. */
export const ZPaise = z.number().int();
export const ZPercent = z.string().nullable();

/** The account code to report on: one the session may see, or ALL for every one of them. */
export const ZPortfolioAcCode = z
  .string({ message: messages.emptyField('acCode') })
  .trim()
  .min(1, messages.emptyField('acCode'))
  .max(20, messages.invalidField('acCode'))
  .regex(/^[A-Za-z0-9]+$/, messages.invalidField('acCode'));

/** dd/mm/yyyy, as netWorthReport's asOnDate is sent; becomes YYYY-MM-DD. */
export const ZSlashDate = z
  .string({ message: messages.emptyField('asOnDate') })
  .trim()
  .refine((text) => /^\d{2}\/\d{2}\/\d{4}$/.test(text) && parseDisplayDate(text) !== null, {
    message: messages.invalidField('asOnDate'),
  })
  .transform((text) => parseDisplayDate(text) ?? '');

export const ZValuation = z.object({
  currentValuePaise: ZPaise,
  investedPaise: ZPaise,
  gainPaise: ZPaise,
  /** Gain over invested, per cent; null with nothing invested. */
  gainPercent: ZPercent,
  /** Annualised return (XIRR), per cent; null when it cannot be worked out. */
  xirrPercent: ZPercent,
});
export type TValuation = z.infer<typeof ZValuation>;

/** Value in one asset class (see assetClassOf): what the schemes hold, not how AMFI files them. */
export const ZAllocationRow = z.object({
  assetClass: z.enum(assetClasses),
  valuePaise: ZPaise,
  percent: z.string(),
});
export type TAllocationRow = z.infer<typeof ZAllocationRow>;

/** What a SIP and an SWP registration share; each call adds its own id and day. */
export const ZRegisteredPlan = z.object({
  acCode: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  folioNo: z.string(),
  amountPaise: z.number().int(),
  frequencyId: z.string(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  installments: z.number().int(),
  status: z.enum(['ACTIVE', 'STOPPED']),
  nextInstallmentDate: z.string().nullable(),
});
