import { z } from 'zod';
import { ZAddressFields, ZNomineeRef } from './common.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

export const ZLoadNomiGrdnAddressProfileRequest = ZNomineeRef;

export const ZLoadNomiGrdnAddressProfileResponse = ZAddressFields.extend({
  nomineeNo: z.number().int(),
  totalNomi: z.number().int(),
  nomiGrdnName: z.string(),
  isAddSameAsNomi: z.union([ZYesNo, z.literal('')]),
});

export type TLoadNomiGrdnAddressProfileResponse = z.infer<typeof ZLoadNomiGrdnAddressProfileResponse>;

/** saveNomiGrdnAddressProfile: shape only; the server applies guardianAddressSchema. */

/** POST nominee/loadNomiGrdnAddressProfile. */
export const loadNomiGrdnAddressProfileCall = defineCall('nominee/loadNomiGrdnAddressProfile', ZLoadNomiGrdnAddressProfileRequest, ZLoadNomiGrdnAddressProfileResponse);
