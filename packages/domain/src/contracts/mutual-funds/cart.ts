import { z } from 'zod';
import { ZYesNo } from '../common.js';
import { ZPayMode } from './purchase-fields.js';
import { ZSipInstruction } from './purchase-item.js';

/**
 * A cart item as the web keeps it (spec 1 section 4.6, spec 3 section 3): what purchaseItemBean
 * needs plus what the cart shows. Amounts are rupees; the server recomputes every figure.
 */
export const ZCartItem = z.object({
  ccode: z.string(),
  schcode: z.number().int(),
  schemeName: z.string(),
  schOpt: z.string(),
  isDirect: ZYesNo,
  trxnType: z.enum(['PIP', 'SIP', 'NPIP', 'NSIP']),
  totalAmount: z.number().nonnegative(),
  brokerage: z.number().nonnegative(),
  riskDeclAccepted: ZYesNo,
  isNomineeRedirect: ZYesNo.optional(),
  riskometerVal: z.string(),
  folioNo: z.string(),
  schExch: z.string(),
  sip: ZSipInstruction.optional(),
  swp: z
    .object({
      freqId: z.enum(['W', 'F', 'M', 'Q']),
      installmentDate: z.number().int(),
      startMonth: z.string(),
      totalNoOfInst: z.number().int(),
      swpAmount: z.number().nonnegative(),
    })
    .optional(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

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
