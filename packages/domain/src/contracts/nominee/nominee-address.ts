import { z } from 'zod';
import { ZAddressFields, ZNomineeAction, ZNomineeRef, ZNomineeStep } from './common.js';
import { ZYesNo } from '../common.js';

const addressInput = {
  add1: z.string().max(200).default(''),
  add2: z.string().max(200).default(''),
  add3: z.string().max(200).default(''),
  countryId: z.string().max(10).default(''),
  stateId: z.string().max(10).default(''),
  cityId: z.string().max(100).default(''),
  pincode: z.string().max(30).default(''),
};

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
export const ZSaveNomineeAddressProfileRequest = ZNomineeRef.extend({
  ...addressInput,
  action: ZNomineeAction.optional(),
  isAddSameAsApp: z.string().max(1).default(''),
  addNominee: ZYesNo.default('N'),
});
export const ZSaveNomineeAddressProfileResponse = ZNomineeStep;

export const ZLoadNomiGrdnAddressProfileRequest = ZNomineeRef;
export const ZLoadNomiGrdnAddressProfileResponse = ZAddressFields.extend({
  nomineeNo: z.number().int(),
  totalNomi: z.number().int(),
  nomiGrdnName: z.string(),
  isAddSameAsNomi: z.union([ZYesNo, z.literal('')]),
});
export type TLoadNomiGrdnAddressProfileResponse = z.infer<
  typeof ZLoadNomiGrdnAddressProfileResponse
>;

/** saveNomiGrdnAddressProfile: shape only; the server applies guardianAddressSchema. */
export const ZSaveNomiGrdnAddressProfileRequest = ZNomineeRef.extend({
  ...addressInput,
  action: ZNomineeAction,
  isAddSameAsNomi: z.string().max(1).default(''),
  addNominee: ZYesNo.default('N'),
});
export const ZSaveNomiGrdnAddressProfileResponse = ZNomineeStep;
