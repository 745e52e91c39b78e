import { z } from 'zod';
import { boundedText } from '../../common.js';
import { defineCall } from '../../call.js';
import { ZGetUpiCollectionApiStatusResponse } from '../../payments/get-upi-collection-api-status.js';
import { ddpiFamily, ZDdpiRequestRef } from './common.js';

/** Pays the stamp duty: a UPI collect request to the verified UPI ID. */
export const ZProceedForPaymentRequest = ZDdpiRequestRef.extend({
  payMode: boundedText(2).default(''),
  payerVirtualAddress: boundedText(100).default(''),
  VPAVerifyDtlSrNo: boundedText(40).default(''),
});

/** collectionApiStatus SUCCESS: wait for the payer (statusInquiry with trxnid). */
export const ZProceedForPaymentResponse = ZGetUpiCollectionApiStatusResponse.extend({
  trxnid: z.string(),
});
export type TProceedForPaymentResponse = z.infer<typeof ZProceedForPaymentResponse>;

/** POST ProcessPoaDdpiService/proceedForPayment. */
export const proceedForPaymentCall = defineCall(`${ddpiFamily}/proceedForPayment`, ZProceedForPaymentRequest, ZProceedForPaymentResponse);
