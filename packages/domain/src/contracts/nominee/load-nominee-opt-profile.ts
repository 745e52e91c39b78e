import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { nomineePreferences } from '../../codes/nominee.js';
import { defineCall } from '../call.js';

export const ZLoadNomineeOptProfileRequest = ZNomineeRequestRef;

export const ZLoadNomineeOptProfileResponse = z.object({
  nomiPreference: z.union([z.enum(nomineePreferences), z.literal('')]),
  accType: z.string(),
  /** DP for a demat (EW) account, else Mutual Fund. */
  holdingLabel: z.string(),
});

/** saveNomineeOptProfile: shape only; the server applies nomineeOptSchema. */

/** POST nominee/loadNomineeOptProfile. */
export const loadNomineeOptProfileCall = defineCall('nominee/loadNomineeOptProfile', ZLoadNomineeOptProfileRequest, ZLoadNomineeOptProfileResponse);
