import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import type { GatewayCall } from '../call.js';

export const ZCancelNomineeRequestProfileRequest = ZNomineeRequestRef;

export const ZCancelNomineeRequestProfileResponse = z.object({ nomiReqId: z.string() });

/** POST nominee/cancelNomineeRequestProfile. */
export const cancelNomineeRequestProfileCall = {
  path: 'nominee/cancelNomineeRequestProfile',
  request: ZCancelNomineeRequestProfileRequest,
  response: ZCancelNomineeRequestProfileResponse,
} as const satisfies GatewayCall;
