import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ZUpiStatus } from '../../payments/upi-status.js';
import { ddpiFamily, ZDdpiRequestRef } from './common.js';

export const ZLoadDdpiPaymentDtlRequest = ZDdpiRequestRef;

/** The stamp duty to pay, how, and the last payment attempt ('' before the first). */
export const ZLoadDdpiPaymentDtlResponse = z.object({
  ddpiReqId: z.string(),
  /** Paise. */
  amount: z.number().int(),
  payModeList: z.array(z.object({ payModeId: z.string(), payModeName: z.string() })),
  trxnid: z.string(),
  paymentStatus: z.union([ZUpiStatus, z.literal('')]),
  payerVirtualAddress: z.string(),
  UPIREFTRXNID: z.string(),
  message: z.string(),
  reason: z.string(),
  remainingMs: z.number().int(),
});
export type TLoadDdpiPaymentDtlResponse = z.infer<typeof ZLoadDdpiPaymentDtlResponse>;

/** POST ProcessPoaDdpiService/loadDdpiPaymentDtl. */
export const loadDdpiPaymentDtlCall = defineCall(`${ddpiFamily}/loadDdpiPaymentDtl`, ZLoadDdpiPaymentDtlRequest, ZLoadDdpiPaymentDtlResponse);
