import type { z } from 'zod';
import { ZNomineeAction, ZNomineeRef, ZNomineeStep } from './common.js';
import { ZYesNo } from '../common.js';
import { nomineeDetailsFields } from '../../rules/nominee/schemas.js';
import { defineCall } from '../call.js';

export const ZSaveNomineeDetailsProfileRequest = ZNomineeRef.extend(nomineeDetailsFields.shape).extend({
  action: ZNomineeAction,
  isFromTransact: ZYesNo.default('N'),
});

export type TSaveNomineeDetailsProfileRequest = z.input<typeof ZSaveNomineeDetailsProfileRequest>;

export const ZSaveNomineeDetailsProfileResponse = ZNomineeStep.extend({ isNomiMinor: ZYesNo });

/** POST nominee/saveNomineeDetailsProfile. */
export const saveNomineeDetailsProfileCall = defineCall('nominee/saveNomineeDetailsProfile', ZSaveNomineeDetailsProfileRequest, ZSaveNomineeDetailsProfileResponse);
