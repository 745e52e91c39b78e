import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ZClosureRequestRef } from './common.js';

export const ZCancelClosureRequestRequest = ZClosureRequestRef;
export const ZCancelClosureRequestResponse = z.object({
  closureReqId: z.string(),
  message: z.string(),
});

/** POST ClosureProcessService/cancelClosureRequest: withdraws a request not yet signed. */
export const cancelClosureRequestCall = defineCall('ClosureProcessService/cancelClosureRequest', ZCancelClosureRequestRequest, ZCancelClosureRequestResponse);
