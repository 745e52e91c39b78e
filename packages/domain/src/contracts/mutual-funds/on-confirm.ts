import { z } from 'zod';
import { purchaseConstants } from '../../codes/purchase-constants.js';
import { boundedText, ZYesNo } from '../common.js';
import { ZExchangeCode, ZIsoDate, ZPayMode, ZRupees, ZRupeeText } from './purchase-fields.js';
import { ZPurchaseItems } from './purchase-item.js';
import { defineCall } from '../call.js';

/**
 * POST ewamftrxnsws/api/purchase/onConfirm: the purchase confirm payload of spec 3 section 3.
 * sessionId is the idempotency key: the same key always answers with the same orders.
 */
export const ZOnConfirmRequest = z.object({
  purchaseItemBean: ZPurchaseItems,
  totalAmount: ZRupees,
  neftrtgsamount: ZRupees.optional(),
  neftrtgsrefno: boundedText(40).optional(),
  neftrtgsrerefno: boundedText(40).optional(),
  mandateNo: boundedText(40).optional(),
  payMode: ZPayMode,
  payBankCode: boundedText(20).optional(),
  payBankAccNo: boundedText(30).optional(),
  payBankType: boundedText(20).optional(),
  isPIPConfirm: ZYesNo.default('N'),
  payerVirtualAddress: boundedText(100).optional(),
  VPAVerifyDtlSrNo: boundedText(40).optional(),
  browser: boundedText(100).optional(),
  os: boundedText(100).optional(),
  sessionId: z.string().trim().min(8).max(100),
  serviceType: boundedText(5).default(purchaseConstants.defaultServiceType),
  euinDeclAccepted: ZYesNo.default('N'),
  riskDeclContent: boundedText(2000).optional(),
  riskProfileId: boundedText(20).optional(),
});
export type TOnConfirmRequest = z.input<typeof ZOnConfirmRequest>;
export type TOnConfirmParsed = z.output<typeof ZOnConfirmRequest>;

export const ZPlacedOrder = z.object({
  orderRef: z.string(),
  schcode: z.number().int(),
  schemeName: z.string(),
  trxnType: z.string(),
  /** What the investor pays for the order. */
  amount: ZRupeeText,
  brokerage: ZRupeeText,
  /** Stamp duty deducted before allotment: as recorded once allotted, by the same rule before. */
  stampDuty: ZRupeeText,
  /** The amount less stamp duty: what buys the units. */
  netAmount: ZRupeeText,
  status: z.string(),
  folioNo: z.string(),
  units: z.string(),
  nav: z.string(),
  navDate: ZIsoDate.or(z.literal('')),
  sipRegNo: z.string(),
  swpRegNo: z.string(),
  /** A SIP's schedule: installment 1 is this order, paid on startDate. */
  sip: z
    .object({
      freqId: z.string(),
      installmentDate: z.number().int(),
      installments: z.number().int(),
      startDate: ZIsoDate,
      nextDate: ZIsoDate.or(z.literal('')),
      endDate: ZIsoDate,
    })
    .nullable(),
});
export type TPlacedOrder = z.infer<typeof ZPlacedOrder>;

/** The authorisation result fields of spec 3 section 3 that a purchase uses, and the orders. */
export const ZOnConfirmResponse = z.object({
  trxnId: z.string(),
  encEncodedTrxnId: z.string(),
  encSIPEncodedTrxnId: z.string(),
  encEncodedNpipTrxnid: z.string(),
  trxnDate: z.string(),
  exCode: ZExchangeCode,
  payMode: ZPayMode,
  totalAmount: ZRupeeText,
  totalBrokerage: ZRupeeText,
  paymentStatus: z.string(),
  /** Pay mode 1: where to send the browser. */
  netBankingUrl: z.string(),
  isMarsTrxn: ZYesNo,
  /** True when this key had already placed the orders: the reply is the earlier one. */
  isRepeat: z.boolean(),
  orders: z.array(ZPlacedOrder),
});
export type TOnConfirmResponse = z.infer<typeof ZOnConfirmResponse>;

/** POST ewamftrxnsws/api/purchase/onConfirm. */
export const onConfirmCall = defineCall('ewamftrxnsws/api/purchase/onConfirm', ZOnConfirmRequest, ZOnConfirmResponse);
