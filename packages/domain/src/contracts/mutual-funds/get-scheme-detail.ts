import { z } from 'zod';
import { ZYesNo } from '../common.js';
import { ZSchemeDocument } from '../schemes/get-scheme-insight.js';
import { ZCcode, ZExchangeCode, ZFreqId, ZIsoDate, ZRupeeText, ZSchCode, ZSchOpt } from './purchase-fields.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/getSchemeDetail. */
export const ZGetSchemeDetailRequest = z.object({
  schCode: ZSchCode,
  isDirect: ZYesNo.optional(),
  schOpt: ZSchOpt.optional(),
  schExch: ZExchangeCode.optional(),
  ccode: ZCcode.optional(),
});
export type TGetSchemeDetailRequest = z.input<typeof ZGetSchemeDetailRequest>;

/** Minimums and multiples in rupees ('5000.00'); maxAmount empty when there is none. */
export const ZPurchaseLimits = z.object({
  minLumpsum: ZRupeeText,
  minAdditional: ZRupeeText,
  lumpsumMultiple: ZRupeeText,
  minSip: ZRupeeText,
  sipMultiple: ZRupeeText,
  maxAmount: ZRupeeText,
  upiLimit: ZRupeeText,
});
export type TPurchaseLimits = z.infer<typeof ZPurchaseLimits>;

/** The scheme detail response of spec 3 section 3, with the scheme's identity and limits. */
export const ZGetSchemeDetailResponse = z.object({
  schCode: z.number().int(),
  schemeName: z.string(),
  amcName: z.string(),
  category: z.string(),
  schemeType: z.string(),
  planType: z.enum(['D', 'R']),
  schOpt: z.string(),
  isNfo: ZYesNo,
  nfoCloseDate: ZIsoDate.or(z.literal('')),
  isLiquid: ZYesNo,
  sipAllowed: ZYesNo,
  sipFrequencyList: z.array(z.object({ freqId: ZFreqId, freqName: z.string() })),
  limits: ZPurchaseLimits,
  brokRate: z.string(),
  displayType: z.string(),
  latestNav: z.object({ latestNav: z.string(), navDate: ZIsoDate.or(z.literal('')) }),
  kimFileList: z.array(ZSchemeDocument),
  offerFileList: z.array(ZSchemeDocument),
  exitLoad: z.string(),
  purchaseAmount: ZRupeeText,
  schExchange: ZExchangeCode,
  swpFlag: ZYesNo,
  swpStopMsg: z.string(),
  brkDetail: z.string(),
  swpExchCode: ZExchangeCode.or(z.literal('')),
  folioNo: z.string(),
  riskometerVal: z.string(),
  otherDetailsLoad: z.string(),
  isNomineeDisp: ZYesNo,
  nomineeDetail: z.string(),
  nomineeFooterNote: z.string(),
  noNomineeMsg: z.string(),
  taxCoutryValidation: ZYesNo,
  njSponsorNotes: z.string(),
  isFresh: ZYesNo,
});
export type TGetSchemeDetailResponse = z.infer<typeof ZGetSchemeDetailResponse>;

/** POST ewamftrxnsws/api/purchase/getSchemeDetail. */
export const getSchemeDetailCall = defineCall('ewamftrxnsws/api/purchase/getSchemeDetail', ZGetSchemeDetailRequest, ZGetSchemeDetailResponse);
