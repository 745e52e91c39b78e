import { z } from 'zod';
import { ZNomineeAction, ZNomineeRequestRef, ZNomineeStep } from './common.js';
import type { GatewayCall } from '../call.js';

export const ZSaveNomineeOptProfileRequest = ZNomineeRequestRef.extend({
  action: ZNomineeAction,
  nomiPreference: z.string().max(5).default(''),
});

export const ZSaveNomineeOptProfileResponse = ZNomineeStep;

/** POST nominee/saveNomineeOptProfile. */
export const saveNomineeOptProfileCall = {
  path: 'nominee/saveNomineeOptProfile',
  request: ZSaveNomineeOptProfileRequest,
  response: ZSaveNomineeOptProfileResponse,
} as const satisfies GatewayCall;
