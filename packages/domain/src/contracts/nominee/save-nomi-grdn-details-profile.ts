import type { z } from 'zod';
import { ZNomineeAction, ZNomineeRef, ZNomineeStep } from './common.js';
import { guardianDetailsFields } from '../../rules/nominee/schemas.js';
import { defineCall } from '../call.js';

export const ZSaveNomiGrdnDetailsProfileRequest = ZNomineeRef.extend(guardianDetailsFields.shape).extend({
  action: ZNomineeAction,
});

export type TSaveNomiGrdnDetailsProfileRequest = z.input<typeof ZSaveNomiGrdnDetailsProfileRequest>;

export const ZSaveNomiGrdnDetailsProfileResponse = ZNomineeStep;

/** POST nominee/saveNomiGrdnDetailsProfile. */
export const saveNomiGrdnDetailsProfileCall = defineCall('nominee/saveNomiGrdnDetailsProfile', ZSaveNomiGrdnDetailsProfileRequest, ZSaveNomiGrdnDetailsProfileResponse);
