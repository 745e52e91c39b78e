import { z } from 'zod';
import { ZNomineeAction, ZNomineeRequestRef, ZNomineeStep } from './common.js';

export const ZSaveNomineeOptProfileRequest = ZNomineeRequestRef.extend({
  action: ZNomineeAction,
  nomiPreference: z.string().max(5).default(''),
});

export const ZSaveNomineeOptProfileResponse = ZNomineeStep;
