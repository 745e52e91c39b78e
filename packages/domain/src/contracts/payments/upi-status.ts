import { z } from 'zod';
import { boundedText } from '../common.js';
import { ZExchangeCode } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';

/** Where a UPI collect request stands; NO_RESPONSE once the 300000 ms timeout has passed. */
export const upiStatuses = ['PENDING', 'SUCCESS', 'CANCELLED', 'FAILED', 'REJECTED', 'NO_RESPONSE'] as const;
export const ZUpiStatus = z.enum(upiStatuses);
export type TUpiStatus = z.infer<typeof ZUpiStatus>;

export const ZTrxnId = boundedText(40).min(1);

/** The reply of the UPI status calls; message is worded as spec 3 section 8 words the outcome. */
export const ZUpiStatusResponse = z.object({
  trxnid: z.string(),
  status: ZUpiStatus,
  message: z.string(),
  /** The reason the payer's bank gave, shown under the rejected message. */
  reason: z.string(),
  UPIREFTRXNID: z.string(),
  /** Milliseconds left before the request is treated as unanswered. */
  remainingMs: z.number().int(),
});
export type TUpiStatusResponse = z.infer<typeof ZUpiStatusResponse>;

/** POST ewamftrxnsws/api/purchase/getUpiCallBackResDetail. */
export const ZGetUpiCallBackResDetailRequest = z.object({ trxnid: ZTrxnId });
export type TGetUpiCallBackResDetailRequest = z.input<typeof ZGetUpiCallBackResDetailRequest>;

/** POST ewamftrxnsws/api/purchase/callTranStatusInqUPIService. */
export const ZCallTranStatusInqUpiServiceRequest = z.object({
  trxnid: ZTrxnId,
  UPIRefTrxnID: boundedText(60).optional(),
  segment: z.literal('MF').default('MF'),
  schExch: ZExchangeCode.optional(),
});
export type TCallTranStatusInqUpiServiceRequest = z.input<typeof ZCallTranStatusInqUpiServiceRequest>;

/** POST ewamftrxnsws/api/purchase/getUpiCallBackResDetail. */
export const getUpiCallBackResDetailCall = defineCall('ewamftrxnsws/api/purchase/getUpiCallBackResDetail', ZGetUpiCallBackResDetailRequest, ZUpiStatusResponse);

/** POST ewamftrxnsws/api/purchase/callTranStatusInqUPIService. */
export const callTranStatusInqUpiServiceCall = defineCall('ewamftrxnsws/api/purchase/callTranStatusInqUPIService', ZCallTranStatusInqUpiServiceRequest, ZUpiStatusResponse);
