import { z } from 'zod';
import { ZYesNo } from '../common.js';
import { ZPurchaseTrxnType, ZRupees, ZSchCode, ZSchemeChoice, ZYesNoDefaultN } from './purchase-fields.js';
import { defineCall } from '../call.js';

/** The purchase request of spec 3 section 3. */
export const ZPurchaseRequest = ZSchemeChoice.extend({
  schCode: ZSchCode,
  isNomineeRedirect: ZYesNoDefaultN,
  isAddMore: ZYesNoDefaultN,
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
export const validatePurchaseCall = defineCall('ewamftrxnsws/api/purchase/validatePurchase', ZValidatePurchaseRequest, ZValidatePurchaseResponse);
