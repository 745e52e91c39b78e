import { z } from 'zod';
import { boundedText } from '../common.js';
import { ZPayMode, ZRupeeText } from './purchase-fields.js';
import { ZPlacedOrder } from './on-confirm.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/getOrderStatus: what the acknowledgement page shows for tid. */
export const ZGetOrderStatusRequest = z.object({ tid: boundedText(60).min(1) });
export type TGetOrderStatusRequest = z.input<typeof ZGetOrderStatusRequest>;

export const ZGetOrderStatusResponse = z.object({
  trxnId: z.string(),
  trxnDate: z.string(),
  payMode: ZPayMode,
  paymentStatus: z.string(),
  /** Bank, UPI or UTR reference of the payment once there is one. */
  paymentRef: z.string(),
  /** SUCCESS, PENDING or ERROR: how the acknowledgement page colours the outcome. */
  ackStatus: z.enum(['SUCCESS', 'PENDING', 'ERROR']),
  message: z.string(),
  totalAmount: ZRupeeText,
  orders: z.array(ZPlacedOrder),
});
export type TGetOrderStatusResponse = z.infer<typeof ZGetOrderStatusResponse>;

/** POST ewamftrxnsws/api/purchase/getOrderStatus. */
export const getOrderStatusCall = defineCall('ewamftrxnsws/api/purchase/getOrderStatus', ZGetOrderStatusRequest, ZGetOrderStatusResponse);
