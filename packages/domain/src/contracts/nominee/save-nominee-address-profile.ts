import { z } from 'zod';
import { ZNomineeAction, ZNomineeRef, ZNomineeStep, nomineeAddressInput } from './common.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

export const ZSaveNomineeAddressProfileRequest = ZNomineeRef.extend({
  ...nomineeAddressInput,
  action: ZNomineeAction.optional(),
  isAddSameAsApp: z.string().max(1).default(''),
  addNominee: ZYesNo.default('N'),
});

export const ZSaveNomineeAddressProfileResponse = ZNomineeStep;

/** POST nominee/saveNomineeAddressProfile. */
export const saveNomineeAddressProfileCall = defineCall('nominee/saveNomineeAddressProfile', ZSaveNomineeAddressProfileRequest, ZSaveNomineeAddressProfileResponse);
