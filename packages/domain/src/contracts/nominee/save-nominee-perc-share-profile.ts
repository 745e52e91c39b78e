import { z } from 'zod';
import { ZNomineeRequestRef, ZNomineeStep } from './common.js';
import { nomineeLimits } from '../../codes/nominee.js';
import { defineCall } from '../call.js';

export const ZSaveNomineePercShareProfileRequest = ZNomineeRequestRef.extend({
  totalNomi: z.coerce.number().int().min(1).max(nomineeLimits.maxNominees),
  nomiPercShares: z.array(z.union([z.number(), z.string().max(10)]).transform((v) => String(v))).max(nomineeLimits.maxNominees),
  resiSecFlag: z.string().max(10).default(''),
});

export const ZSaveNomineePercShareProfileResponse = ZNomineeStep;

/** POST nominee/saveNomineePercShareProfile. */
export const saveNomineePercShareProfileCall = defineCall('nominee/saveNomineePercShareProfile', ZSaveNomineePercShareProfileRequest, ZSaveNomineePercShareProfileResponse);
