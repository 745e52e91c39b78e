import { ZNomineeRef, ZNomineeStep } from './common.js';
import type { GatewayCall } from '../call.js';

export const ZRemoveNomineeProfileRequest = ZNomineeRef;

export const ZRemoveNomineeProfileResponse = ZNomineeStep;

/** POST nominee/removeNomineeProfile. */
export const removeNomineeProfileCall = {
  path: 'nominee/removeNomineeProfile',
  request: ZRemoveNomineeProfileRequest,
  response: ZRemoveNomineeProfileResponse,
} as const satisfies GatewayCall;
