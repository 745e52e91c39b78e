import { z } from 'zod';
import { ZRupees, ZRupeeText, ZSchCode } from './purchase-fields.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/getBrokerageForDirPlan. */
export const ZGetBrokerageForDirPlanRequest = z.object({
  schCode: ZSchCode,
  purAmount: ZRupees,
});
export type TGetBrokerageForDirPlanRequest = z.input<typeof ZGetBrokerageForDirPlanRequest>;

/** brokRate in percent ('0.00' for a direct plan); brokAmount the distributor's share in rupees. */
export const ZGetBrokerageForDirPlanResponse = z.object({
  brokRate: z.string(),
  brokAmount: ZRupeeText,
  displayType: z.string(),
  brkDetail: z.string(),
});
export type TGetBrokerageForDirPlanResponse = z.infer<typeof ZGetBrokerageForDirPlanResponse>;

/** POST ewamftrxnsws/api/purchase/getBrokerageForDirPlan. */
export const getBrokerageForDirPlanCall = defineCall('ewamftrxnsws/api/purchase/getBrokerageForDirPlan', ZGetBrokerageForDirPlanRequest, ZGetBrokerageForDirPlanResponse);
