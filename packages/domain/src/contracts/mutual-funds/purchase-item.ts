import { z } from 'zod';
import { purchaseConstants } from '../../codes/purchase-constants.js';
import { orderMessages } from '../../messages.js';
import { ZFreqId, ZMarsTarNo, ZPurchaseTrxnType, ZRupees, ZSchCode, ZSchemeChoice, ZYesNoDefaultN } from './purchase-fields.js';

/** SIP instructions of an item: the first installment is worked out by the server. */
export const ZSipInstruction = z.object({
  freqId: ZFreqId,
  installmentDate: z.number().int().min(1).max(31),
  totalNoOfInst: z.number().int().min(1).max(1200),
});

/** SWP registered alongside a purchase. */
export const ZSwpInstruction = z.object({
  freqId: ZFreqId,
  installmentDate: z.number().int().min(1).max(31),
  startMonth: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  totalNoOfInst: z.number().int().min(1).max(1200),
  swpAmount: ZRupees,
});

/** One scheme of purchaseItemBean: items carry totalAmount, ccode, schcode, riskDeclAccepted. */
export const ZPurchaseItem = ZSchemeChoice.extend({
  schcode: ZSchCode,
  trxnType: ZPurchaseTrxnType.default('PIP'),
  totalAmount: ZRupees,
  riskDeclAccepted: ZYesNoDefaultN,
  /** As validatePurchase takes it: 'Y' when the investor chose to go on without a nominee. */
  isNomineeRedirect: ZYesNoDefaultN,
  sip: ZSipInstruction.optional(),
  swp: ZSwpInstruction.optional(),
  /** A line of a MARS portfolio bought as a whole (getMarsInvestment): its target number. */
  marsTarNo: ZMarsTarNo.optional(),
});
export type TPurchaseItem = z.input<typeof ZPurchaseItem>;
export type TPurchaseItemParsed = z.output<typeof ZPurchaseItem>;

export const ZPurchaseItems = z.array(ZPurchaseItem).min(1, orderMessages.cartEmpty).max(purchaseConstants.maxCartItems, orderMessages.cartTooLarge(purchaseConstants.maxCartItems));
