import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ddpiFamily, ZDdpiState } from './common.js';

/** What the e-sign service returned to /ddpiesigncapture. */
export const ZProcessDdpiEsignResponseRequest = z.object({
  txnId: z.string().trim().min(1).max(80),
  status: z.string().max(20).default(''),
  signature: z.string().max(200).default(''),
});

export const ZProcessDdpiEsignResponseResponse = z.object({
  ddpiReqId: z.string(),
  ddpiStatus: ZDdpiState,
  message: z.string(),
});

/** POST ProcessPoaDdpiService/processDdpiEsignResponse. */
export const processDdpiEsignResponseCall = defineCall(`${ddpiFamily}/processDdpiEsignResponse`, ZProcessDdpiEsignResponseRequest, ZProcessDdpiEsignResponseResponse);
