import { z } from 'zod';
import { ZNomineeAction, ZNomineeRef, ZNomineeStep, nomineeAddressInput } from './common.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

export const ZSaveNomiGrdnAddressProfileRequest = ZNomineeRef.extend({
  ...nomineeAddressInput,
  action: ZNomineeAction,
  isAddSameAsNomi: z.string().max(1).default(''),
  addNominee: ZYesNo.default('N'),
});

export const ZSaveNomiGrdnAddressProfileResponse = ZNomineeStep;

/** POST nominee/saveNomiGrdnAddressProfile. */
export const saveNomiGrdnAddressProfileCall = defineCall('nominee/saveNomiGrdnAddressProfile', ZSaveNomiGrdnAddressProfileRequest, ZSaveNomiGrdnAddressProfileResponse);
