import { z } from 'zod';
import { ZYesNo } from '../common.js';
import { ZCcode, ZFreqId, ZSchCode, ZSchOpt } from './purchase-fields.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/getPurchaseWithSwpDetail (payload not shown in the spec). */
export const ZGetPurchaseWithSwpDetailRequest = z.object({
  schCode: ZSchCode,
  isDirect: ZYesNo.optional(),
  schOpt: ZSchOpt.optional(),
  ccode: ZCcode.optional(),
});
export type TGetPurchaseWithSwpDetailRequest = z.input<typeof ZGetPurchaseWithSwpDetailRequest>;

export const ZSwpBank = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  bankAccNo: z.string(),
  bankAccMak: z.string(),
  bankIfscCode: z.string(),
});

/** The SWP-with-purchase response of spec 3 section 3. startMonth is 'YYYY-MM'. */
export const ZGetPurchaseWithSwpDetailResponse = z.object({
  installmentRangeMin: z.number().int(),
  installmentRangeMax: z.number().int(),
  brokRate: z.string(),
  displayType: z.string(),
  startMonth: z.string(),
  frequencyList: z.array(z.object({ freqId: ZFreqId, freqName: z.string(), installmentDateList: z.array(z.number()) })),
  phyAst: z.string(),
  unitDetail: z.string(),
  bankListSwp: z.array(ZSwpBank),
  brkDetail: z.string(),
  minSwpAmount: z.string(),
  swpAllowed: ZYesNo,
});
export type TGetPurchaseWithSwpDetailResponse = z.infer<typeof ZGetPurchaseWithSwpDetailResponse>;

/** POST ewamftrxnsws/api/purchase/getPurchaseWithSwpDetail. */
export const getPurchaseWithSwpDetailCall = defineCall('ewamftrxnsws/api/purchase/getPurchaseWithSwpDetail', ZGetPurchaseWithSwpDetailRequest, ZGetPurchaseWithSwpDetailResponse);
