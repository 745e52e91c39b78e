import { z } from 'zod';
import { ZYesNo } from '../common.js';
import {
  ZCcode,
  ZExchangeCode,
  ZFolioNo,
  ZPurchaseTrxnType,
  ZRupees,
  ZSchCode,
  ZSchOpt,
  ZYesNoDefaultN,
} from './purchase-fields.js';
import type { GatewayCall } from '../call.js';

/** The purchase request of spec 3 section 3. */
export const ZPurchaseRequest = z.object({
  ccode: ZCcode.optional(),
  schCode: ZSchCode,
  isDirect: ZYesNo.optional(),
  schOpt: ZSchOpt.optional(),
  isNomineeRedirect: ZYesNoDefaultN,
  isAddMore: ZYesNoDefaultN,
  schExch: ZExchangeCode.optional(),
  folioNo: ZFolioNo.optional(),
  isPurchased: ZYesNoDefaultN,
});

/**
 * POST ewamftrxnsws/api/purchase/validatePurchase. trxnType and purAmount are optional extras:
 * with them the minimum amounts are checked too.
 */
export const ZValidatePurchaseRequest = ZPurchaseRequest.extend({
  trxnType: ZPurchaseTrxnType.optional(),
  purAmount: ZRupees.optional(),
});
export type TValidatePurchaseRequest = z.input<typeof ZValidatePurchaseRequest>;

/** validationCnt above 0 blocks with message; isMarsValidation 'Y' asks for confirmation. */
export const ZValidatePurchaseResponse = z.object({
  validationCnt: z.number().int(),
  message: z.string(),
  isMarsValidation: ZYesNo,
  isNomineeRequired: ZYesNo,
  reDirectUrl: z.string(),
});
export type TValidatePurchaseResponse = z.infer<typeof ZValidatePurchaseResponse>;

/** POST ewamftrxnsws/api/purchase/validatePurchase. */
export const validatePurchaseCall = {
  path: 'ewamftrxnsws/api/purchase/validatePurchase',
  request: ZValidatePurchaseRequest,
  response: ZValidatePurchaseResponse,
} as const satisfies GatewayCall;
