import { z } from 'zod';
import { taxMessages } from '../../catalogue/tax.js';
import { taxSlabChoices } from '../../rules/tax-harvest.js';
import { defineCall } from '../call.js';

/** A slab rate in basis points (3000 for 30 %), one of taxSlabChoices; null: not chosen. */
export const ZTaxSlab = z
  .number({ message: taxMessages.slabInvalid })
  .int(taxMessages.slabInvalid)
  .refine((value) => (taxSlabChoices as readonly number[]).includes(value), {
    message: taxMessages.slabInvalid,
  })
  .nullable();

export const ZTaxSlabResponse = z.object({
  /** The slab the estimates use, in basis points; null when the investor has not chosen one. */
  slabBasisPoints: z.number().int().nullable(),
  /** The rates that may be chosen, in basis points. */
  choices: z.array(z.number().int()),
});
export type TTaxSlabResponse = z.infer<typeof ZTaxSlabResponse>;

/** POST settings/getTaxSlab {}: the income-tax slab the capital-gains estimates use. */
export const getTaxSlabCall = defineCall('settings/getTaxSlab', z.object({}).nullish(), ZTaxSlabResponse);

/** POST settings/saveTaxSlab {slabBasisPoints}: choose the slab, or null to leave it unchosen. */
export const ZSaveTaxSlabRequest = z.object({ slabBasisPoints: ZTaxSlab });
export type TSaveTaxSlabRequest = z.input<typeof ZSaveTaxSlabRequest>;
export const saveTaxSlabCall = defineCall('settings/saveTaxSlab', ZSaveTaxSlabRequest, ZTaxSlabResponse);
