import { z } from 'zod';
import { ZNomineeAction, ZNomineeRequestRef, ZNomineeStep } from './common.js';
import { defineCall } from '../call.js';

export const ZSaveNomineeOptProfileRequest = ZNomineeRequestRef.extend({
  action: ZNomineeAction,
  nomiPreference: z.string().max(5).default(''),
});

export const ZSaveNomineeOptProfileResponse = ZNomineeStep;

/** POST nominee/saveNomineeOptProfile. */
export const saveNomineeOptProfileCall = defineCall('nominee/saveNomineeOptProfile', ZSaveNomineeOptProfileRequest, ZSaveNomineeOptProfileResponse);
