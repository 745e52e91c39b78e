import { z } from 'zod';
import { purchaseConstants } from '../../codes/purchase-constants.js';
import { orderMessages } from '../../messages.js';
import { maxOrderPaise } from '../../rules/money.js';
import { boundedText, ZYesNo } from '../common.js';
import { defineCall } from '../call.js';
import { ZCcode, ZExchangeCode, ZFolioNo, ZFreqId, ZIsoDate, ZMarsTarNo, ZPayMode, ZSchOpt } from './purchase-fields.js';
import { ZSchCode } from '../schemes/get-scheme-insight.js';

const amountInvalid = { message: orderMessages.amountInvalid };

/** Integer paise on the wire, up to the largest amount an order may carry. */
const ZLinePaise = z.number(amountInvalid).int(amountInvalid).min(0, amountInvalid).max(Number(maxOrderPaise), amountInvalid);

/** A SIP line: what purchaseItemBean's sip carries, with the dates the server worked out. */
export const ZCartSip = z.object({
  freqId: ZFreqId,
  installmentDate: z.number().int().min(1).max(31),
  totalNoOfInst: z.number().int().min(1).max(1200),
  startDate: ZIsoDate,
  endDate: ZIsoDate,
});
export type TCartSip = z.output<typeof ZCartSip>;

/** An SWP registered alongside a purchase line; swpAmount in paise. */
export const ZCartSwp = z.object({
  freqId: ZFreqId,
  installmentDate: z.number().int().min(1).max(31),
  startMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  totalNoOfInst: z.number().int().min(1).max(1200),
  swpAmount: ZLinePaise,
  startDate: ZIsoDate,
  endDate: ZIsoDate,
});
export type TCartSwp = z.output<typeof ZCartSwp>;

/**
 * A cart line as the web keeps it (spec 1 section 4.6, spec 3 section 3): what purchaseItemBean
 * needs plus what the cart shows. Amounts are integer paise; the server recomputes every figure
 * when the cart is confirmed.
 */
export const ZCartItem = z.object({
  ccode: ZCcode,
  schcode: ZSchCode,
  schemeName: boundedText(200),
  /** Lumpsum (PIP/NPIP) or SIP (SIP/NSIP). */
  trxnType: z.enum(['PIP', 'SIP', 'NPIP', 'NSIP']),
  isDirect: ZYesNo,
  schOpt: ZSchOpt,
  schExch: ZExchangeCode.or(z.literal('')),
  folioNo: ZFolioNo,
  /** The lumpsum amount, or one SIP installment. */
  totalAmount: ZLinePaise,
  /** What the partner earns on a regular plan; 0 on a direct plan. */
  brokerage: ZLinePaise,
  riskometerVal: boundedText(60),
  /** Liquid and overnight schemes have the earlier cut-off. */
  isLiquid: z.boolean(),
  riskDeclAccepted: ZYesNo,
  /** 'Y' when the investor chose to go on without a nominee (validatePurchase's isNomineeRedirect). */
  isNomineeRedirect: ZYesNo.optional(),
  sip: ZCartSip.optional(),
  swp: ZCartSwp.optional(),
  /** A line of a MARS portfolio: its target number and the portfolio's name. */
  marsTarNo: ZMarsTarNo.optional(),
  marsName: boundedText(80).optional(),
});
export type TCartItem = z.output<typeof ZCartItem>;

export const ZCart = z.object({
  isAddMore: z.boolean(),
  cartState: z.number().int(),
  total: z.number(),
  totalBrokerage: z.number(),
  items: z.array(ZCartItem),
  paymentMode: ZPayMode.or(z.literal('')),
  bankCode: z.string(),
  bankAccNo: z.string(),
  bankType: z.string(),
  neftrtgsamount: z.number(),
  neftrtgsrefno: z.string(),
  neftrtgsrerefno: z.string(),
  mandateNo: z.string(),
  trxnDetail: z.unknown(),
  transactionDetail: z.unknown(),
  bankName: z.string(),
  bankAccMak: z.string(),
  njDeclId: z.string(),
  amcDeclId: z.string(),
  serviceType: z.string(),
  euinDeclAccepted: ZYesNo,
  riskDeclContent: z.string(),
  riskProfileId: z.string(),
  VPAVerifyDtlSrNo: z.string(),
  isVPAddressValid: z.boolean(),
  bankIfscCode: z.string(),
  payerVirtualAddress: z.string(),
  /** The idempotency key of the confirm call: a fresh one for every new cart. */
  sessionId: z.string(),
});
export type TCart = z.infer<typeof ZCart>;

/** The cart slice: product, mode, type, upiTimer and the cart (a parallel NFO cart has the same). */
export const ZCartSlice = z.object({
  product: z.string(),
  mode: z.enum(['purchase', 'redeem', 'switch', '']),
  type: z.string(),
  upiTimer: z.number().int(),
  cart: ZCart,
});
export type TCartSlice = z.infer<typeof ZCartSlice>;

/** What the server keeps of one cart: its lines and the key its confirm goes out with. */
export const ZSavedCartLines = z.object({
  items: z.array(ZCartItem).max(purchaseConstants.maxCartItems, orderMessages.cartTooLarge(purchaseConstants.maxCartItems)),
  /** '' until the investor confirms; the same key confirms the same orders from any browser. */
  sessionId: z
    .string()
    .trim()
    .max(100)
    .regex(/^[\w-]*$/, orderMessages.cartKey),
});
export type TSavedCartLines = z.output<typeof ZSavedCartLines>;

/** POST ewamftrxnsws/api/purchase/saveCart: the investor's mutual fund and NFO carts, whole. */
export const ZSaveCartRequest = z.object({ cart: ZSavedCartLines, nfoCart: ZSavedCartLines });
export type TSaveCartRequest = z.input<typeof ZSaveCartRequest>;

/** POST ewamftrxnsws/api/purchase/getCart {}: the carts as last saved, empty when never saved. */
export const ZGetCartRequest = z.object({});
export type TGetCartRequest = z.input<typeof ZGetCartRequest>;

export const ZSavedCart = z.object({
  cart: ZSavedCartLines,
  nfoCart: ZSavedCartLines,
  /** ISO 8601 instant of the last save; '' when none. */
  updatedAt: z.string(),
});
export type TSavedCart = z.output<typeof ZSavedCart>;

/** POST ewamftrxnsws/api/purchase/getCart. */
export const getCartCall = defineCall('ewamftrxnsws/api/purchase/getCart', ZGetCartRequest, ZSavedCart);

/** POST ewamftrxnsws/api/purchase/saveCart. */
export const saveCartCall = defineCall('ewamftrxnsws/api/purchase/saveCart', ZSaveCartRequest, ZSavedCart);
