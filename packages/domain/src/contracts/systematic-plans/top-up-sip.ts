import { z } from 'zod';
import { ZPlanId, ZPlanRequestPlaced } from './plan-fields.js';
import { ZRupees } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';

/** TPSIP: adds an amount (rupees) to every installment from the next installment on. */
export const ZTopUpSipRequest = z.object({ planId: ZPlanId, topUpAmount: ZRupees });
export type TTopUpSipRequest = z.input<typeof ZTopUpSipRequest>;

export const ZTopUpSipResponse = ZPlanRequestPlaced.extend({
  /** The installment amount from the effective date. */
  newAmountPaise: z.number().int(),
});
export type TTopUpSipResponse = z.infer<typeof ZTopUpSipResponse>;

/** POST ewamftrxnsws/api/systematicplan/topUpSip. */
export const topUpSipCall = defineCall('ewamftrxnsws/api/systematicplan/topUpSip', ZTopUpSipRequest, ZTopUpSipResponse);
