import { z } from 'zod';
import { boundedText } from '../common.js';
import { ZExchangeCode } from '../mutual-funds/purchase-fields.js';
import { orderMessages } from '../../messages.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/validateVPA. */
export const ZValidateVpaRequest = z.object({
  njAcNo: boundedText(20).optional(),
  payerVirtualAddress: z.string({ message: orderMessages.vpaInvalid }).trim().min(1, orderMessages.vpaInvalid).max(100, orderMessages.vpaInvalid),
  segment: z.literal('MF').default('MF'),
  schExch: ZExchangeCode.optional(),
});
export type TValidateVpaRequest = z.input<typeof ZValidateVpaRequest>;

/** VPAVerifyStatus 'VE' means verified; VPAVerifyDtlsrNo identifies the check for the payment. */
export const ZValidateVpaResponse = z.object({
  VPAVerifyStatus: z.string(),
  VPAVerifyDtlsrNo: z.string(),
  payerName: z.string(),
  message: z.string(),
});
export type TValidateVpaResponse = z.infer<typeof ZValidateVpaResponse>;

/** POST ewamftrxnsws/api/purchase/validateVPA. */
export const validateVpaCall = defineCall('ewamftrxnsws/api/purchase/validateVPA', ZValidateVpaRequest, ZValidateVpaResponse);
