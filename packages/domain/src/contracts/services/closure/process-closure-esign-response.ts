import { z } from 'zod';
import { defineCall } from '../../call.js';

export const ZProcessClosureEsignResponseRequest = z.object({
  txnId: z.string().trim().min(1).max(80),
  status: z.string().max(20),
  signature: z.string().max(200),
});

/** What a signed request answers, by e-sign or by OTP. */
export const ZClosureSigned = z.object({
  closureReqId: z.string(),
  /** The day the account is closed, DD-MM-YYYY. */
  closedOn: z.string(),
  /** The signed request's PDF (a short-lived link: the account's sessions end with the closure). */
  closurePdf: z.string(),
  message: z.string(),
});

/** POST ClosureProcessService/processClosureEsignResponse: the e-sign return to /closureesigncapture. */
export const processClosureEsignResponseCall = defineCall('ClosureProcessService/processClosureEsignResponse', ZProcessClosureEsignResponseRequest, ZClosureSigned);

export type TClosureSigned = z.output<typeof ZClosureSigned>;
