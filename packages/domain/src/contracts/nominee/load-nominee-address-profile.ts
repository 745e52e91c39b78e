import { z } from 'zod';
import { ZAddressFields, ZNomineeRef } from './common.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

export const ZLoadNomineeAddressProfileRequest = ZNomineeRef;

export const ZLoadNomineeAddressProfileResponse = ZAddressFields.extend({
  nomineeNo: z.number().int(),
  totalNomi: z.number().int(),
  isNomiMinor: ZYesNo,
  nomineeName: z.string(),
  isAddSameAsApp: z.union([ZYesNo, z.literal('')]),
});

export type TLoadNomineeAddressProfileResponse = z.infer<typeof ZLoadNomineeAddressProfileResponse>;

/** saveNomineeAddressProfile: shape only; the server applies nomineeAddressSchema. */

/** POST nominee/loadNomineeAddressProfile. */
export const loadNomineeAddressProfileCall = defineCall('nominee/loadNomineeAddressProfile', ZLoadNomineeAddressProfileRequest, ZLoadNomineeAddressProfileResponse);
