import { z } from 'zod';
import { ZPlanRequest, ZPlanRequestRef, ZPlanType } from './plan-fields.js';
import { defineCall } from '../call.js';

/**
 * The acknowledgement of a placed request by its reference (tid): a stop at
 * /transact/authorize/sbs/achknowledge, a revocation at /transact/authorize/tsr/achknowledge, and
 * a bank shift, a top-up or a registration at /transact/authorize/{type}/achknowledge.
 */
export const ZGetPlanRequestAckRequest = z.object({ tid: ZPlanRequestRef });
export type TGetPlanRequestAckRequest = z.input<typeof ZGetPlanRequestAckRequest>;

export const ZGetPlanRequestAckResponse = z.object({
  request: ZPlanRequest,
  planType: ZPlanType,
  planId: z.number().int(),
  folioNo: z.string(),
  schemeName: z.string(),
  toSchemeName: z.string().nullable(),
  /** The plan's installment amount (a top-up: the amount from its effective date). */
  amountPaise: z.number().int(),
  frequencyLabel: z.string(),
  message: z.string(),
});
export type TGetPlanRequestAckResponse = z.infer<typeof ZGetPlanRequestAckResponse>;

/** POST ewamftrxnsws/api/systematicplan/getPlanRequestAck. */
export const getPlanRequestAckCall = defineCall('ewamftrxnsws/api/systematicplan/getPlanRequestAck', ZGetPlanRequestAckRequest, ZGetPlanRequestAckResponse);
