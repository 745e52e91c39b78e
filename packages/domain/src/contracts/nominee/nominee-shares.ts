import { z } from 'zod';
import { ZNomineeRequestRef, ZNomineeStep } from './common.js';
import { ZYesNo } from '../common.js';
import { nomineeLimits } from '../../codes/nominee.js';

export const ZLoadNomineePercShareProfileRequest = ZNomineeRequestRef;
export const ZLoadNomineePercShareProfileResponse = z.object({
  nomiPercShareDtl: z.array(
    z.object({ nomineeName: z.string(), nomineeRel: z.string(), nomineeShare: z.string() }),
  ),
  resiSecFlag: z.string(),
  showResiSecFlag: ZYesNo,
  resiSecFlagList: z.array(
    z.object({ resiSecFlagLabel: z.string(), resiSecFlagValue: z.string() }),
  ),
  totalNomi: z.number().int(),
});
export type TLoadNomineePercShareProfileResponse = z.infer<
  typeof ZLoadNomineePercShareProfileResponse
>;

/** saveNomineePercShareProfile: shape only; the server applies nomineeSharesSchema. */
export const ZSaveNomineePercShareProfileRequest = ZNomineeRequestRef.extend({
  totalNomi: z.coerce.number().int().min(1).max(nomineeLimits.maxNominees),
  nomiPercShares: z
    .array(z.union([z.number(), z.string().max(10)]).transform((v) => String(v)))
    .max(nomineeLimits.maxNominees),
  resiSecFlag: z.string().max(10).default(''),
});
export const ZSaveNomineePercShareProfileResponse = ZNomineeStep;
