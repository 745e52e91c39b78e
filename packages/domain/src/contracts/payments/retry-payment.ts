import { z } from 'zod';
import { boundedText } from '../common.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/retryPayment: a fresh net-banking session after a decline. */
export const ZRetryPaymentRequest = z.object({ tid: boundedText(60).min(1) });
export type TRetryPaymentRequest = z.input<typeof ZRetryPaymentRequest>;

export const ZRetryPaymentResponse = z.object({ netBankingUrl: z.string() });
export type TRetryPaymentResponse = z.infer<typeof ZRetryPaymentResponse>;

/** POST ewamftrxnsws/api/purchase/retryPayment. */
export const retryPaymentCall = defineCall('ewamftrxnsws/api/purchase/retryPayment', ZRetryPaymentRequest, ZRetryPaymentResponse);
