import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { defineCall } from '../call.js';

export const ZCancelNomineeRequestProfileRequest = ZNomineeRequestRef;

export const ZCancelNomineeRequestProfileResponse = z.object({ nomiReqId: z.string() });

/** POST nominee/cancelNomineeRequestProfile. */
export const cancelNomineeRequestProfileCall = defineCall('nominee/cancelNomineeRequestProfile', ZCancelNomineeRequestProfileRequest, ZCancelNomineeRequestProfileResponse);
