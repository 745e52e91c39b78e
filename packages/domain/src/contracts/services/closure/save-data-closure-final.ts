import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ZClosureRequestRef, ZClosureRequestView, ZClosureSignMode } from './common.js';

export const ZSaveDataClosureFinalRequest = ZClosureRequestRef.extend({
  otpSignOrEsign: ZClosureSignMode,
});

export const ZSaveDataClosureFinalResponse = z.object({
  request: ZClosureRequestView,
  message: z.string(),
});

/**
 * POST ClosureProcessService/saveDataClosureFinal: the request as read in its PDF is submitted for
 * signing, by Aadhaar e-sign (E) or by OTP (O); it is final once signed.
 */
export const saveDataClosureFinalCall = defineCall('ClosureProcessService/saveDataClosureFinal', ZSaveDataClosureFinalRequest, ZSaveDataClosureFinalResponse);
