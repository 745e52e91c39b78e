import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

export const ZLoadNomineePercShareProfileRequest = ZNomineeRequestRef;

export const ZLoadNomineePercShareProfileResponse = z.object({
  nomiPercShareDtl: z.array(z.object({ nomineeName: z.string(), nomineeRel: z.string(), nomineeShare: z.string() })),
  resiSecFlag: z.string(),
  showResiSecFlag: ZYesNo,
  resiSecFlagList: z.array(z.object({ resiSecFlagLabel: z.string(), resiSecFlagValue: z.string() })),
  totalNomi: z.number().int(),
});

export type TLoadNomineePercShareProfileResponse = z.infer<typeof ZLoadNomineePercShareProfileResponse>;

/** saveNomineePercShareProfile: shape only; the server applies nomineeSharesSchema. */

/** POST nominee/loadNomineePercShareProfile. */
export const loadNomineePercShareProfileCall = defineCall('nominee/loadNomineePercShareProfile', ZLoadNomineePercShareProfileRequest, ZLoadNomineePercShareProfileResponse);
