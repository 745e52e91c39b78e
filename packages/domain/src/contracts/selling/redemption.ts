import { z } from 'zod';
import { ZSaleTax } from '../tax/tax-harvesting.js';
import { sellMessages } from '../../catalogue/selling.js';
import { ZPlan, ZSchemeOption, ZYesNo } from '../common.js';
import { ZCcode, ZIsoDate, ZRupeeText } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';
import {
  ZHoldingMode,
  ZNavText,
  ZPoaCheck,
  ZPayoutBank,
  ZSchCode,
  ZSellConfirmResponse,
  ZSellFigures,
  ZSellFolioNo,
  ZSellOrder,
  ZSellQuantity,
  ZTrxnAuthorisation,
  ZUnitBalance,
  ZUnitsText,
} from './sell-fields.js';

/** POST ewamftrxnsws/api/redemption/getRedeemableHoldings: the folios and schemes the investor may sell. */
export const ZGetRedeemableHoldingsRequest = z.object({ ccode: ZCcode.optional() });
export type TGetRedeemableHoldingsRequest = z.input<typeof ZGetRedeemableHoldingsRequest>;

export const ZRedeemableHolding = ZUnitBalance.extend({
  folioNo: z.string(),
  schcode: z.number().int(),
  schemeName: z.string(),
  amc: z.string(),
  schemeType: z.string(),
  plan: ZPlan,
  option: ZSchemeOption,
  mode: ZHoldingMode,
  /** The latest NAV and its date; value figures stand on it. */
  nav: ZNavText,
  navDate: ZIsoDate.or(z.literal('')),
  /** Approximate value of the units held, and of the units free to redeem. */
  approxValue: ZRupeeText,
  freeValue: ZRupeeText,
  exitLoad: z.string(),
  lockInDays: z.number().int(),
  isInstaCashEligible: ZYesNo,
  /** Whether the scheme can be switched out of (an open-ended scheme with free units). */
  isSwitchAllowed: ZYesNo,
});
export type TRedeemableHolding = z.infer<typeof ZRedeemableHolding>;

export const ZGetRedeemableHoldingsResponse = z.object({
  holdings: z.array(ZRedeemableHolding),
  bank: ZPayoutBank.nullable(),
});
export type TGetRedeemableHoldingsResponse = z.infer<typeof ZGetRedeemableHoldingsResponse>;

/** POST ewamftrxnsws/api/redemption/getRedeemableHoldings. */
export const getRedeemableHoldingsCall = defineCall('ewamftrxnsws/api/redemption/getRedeemableHoldings', ZGetRedeemableHoldingsRequest, ZGetRedeemableHoldingsResponse);

/** One purchase lot a sale takes, first in first out. */
export const ZSellLot = z.object({
  allottedOn: ZIsoDate,
  units: ZUnitsText,
  purchaseNav: ZNavText,
  daysHeld: z.number().int(),
  exitLoadPercent: z.string(),
  exitLoad: ZRupeeText,
  /** UNDETERMINED where the term depends on a class the AMFI category cannot tell. */
  term: z.enum(['SHORT', 'LONG', 'UNDETERMINED']),
  gain: ZRupeeText,
});
export type TSellLot = z.infer<typeof ZSellLot>;

/** What selling from a folio would come to, before it is confirmed. */
export const ZSellPreview = z.object({
  folioNo: z.string(),
  schcode: z.number().int(),
  schemeName: z.string(),
  balance: ZUnitBalance,
  figures: ZSellFigures,
  lots: z.array(ZSellLot),
  /** The NAV date the sale will be priced at, by the cut-off and the business clock. */
  applicableNavDate: ZIsoDate,
  /** 'Y' when figures stand on the applicable NAV; 'N' when on the latest NAV (approximate). */
  isNavFinal: ZYesNo,
  cutOffText: z.string(),
  /** The day proceeds reach the bank; '' for a switch. */
  settlementDate: ZIsoDate.or(z.literal('')),
  /** 'Y' when sellMessages.balanceWarning is to be asked before confirming. */
  isBalanceWarning: ZYesNo,
  warningMessage: z.string(),
  poa: ZPoaCheck,
  /** The estimated tax of this sale and its use of the year's s. 112A exemption; null where none. */
  tax: ZSaleTax.nullable(),
});
export type TSellPreview = z.infer<typeof ZSellPreview>;

/** POST ewamftrxnsws/api/redemption/getRedemptionPreview. */
export const ZGetRedemptionPreviewRequest = ZSellQuantity;
export type TGetRedemptionPreviewRequest = z.input<typeof ZGetRedemptionPreviewRequest>;
export const ZGetRedemptionPreviewResponse = ZSellPreview.extend({ bank: ZPayoutBank.nullable() });
export type TGetRedemptionPreviewResponse = z.infer<typeof ZGetRedemptionPreviewResponse>;
export const getRedemptionPreviewCall = defineCall('ewamftrxnsws/api/redemption/getRedemptionPreview', ZGetRedemptionPreviewRequest, ZGetRedemptionPreviewResponse);

/** The transactions the transaction OTP authorises. */
export const trxnOtpTypes = ['RED', 'SWI', 'NSWI', 'INSTA'] as const;

/**
 * POST ewamftrxnsws/api/redemption/generateTrxnOtp: send ('S') or resend ('R') the OTP that
 * authorises one redemption, switch or insta cash, to the registered mobile and e-mail. The OTP
 * is bound to the transaction's sessionId (the confirm's idempotency key).
 */
export const ZGenerateTrxnOtpRequest = z.object({
  trxnType: z.enum(trxnOtpTypes, { message: sellMessages.otpPurpose }),
  btnSendResend: z.enum(['S', 'R']).default('S'),
  sessionId: ZTrxnAuthorisation.shape.sessionId,
});
export type TGenerateTrxnOtpRequest = z.input<typeof ZGenerateTrxnOtpRequest>;
export const ZGenerateTrxnOtpResponse = z.object({
  otpGenRefId: z.string(),
  /** Masked registered contacts the OTP went to. */
  mobile: z.string(),
  email: z.string(),
  resendAfterSeconds: z.number().int(),
  validForSeconds: z.number().int(),
  message: z.string(),
});
export type TGenerateTrxnOtpResponse = z.infer<typeof ZGenerateTrxnOtpResponse>;
export const generateTrxnOtpCall = defineCall('ewamftrxnsws/api/redemption/generateTrxnOtp', ZGenerateTrxnOtpRequest, ZGenerateTrxnOtpResponse);

/** POST ewamftrxnsws/api/redemption/onConfirm: place a redemption with its OTP. */
export const ZOnConfirmRedemptionRequest = ZSellQuantity.extend(ZTrxnAuthorisation.shape);
export type TOnConfirmRedemptionRequest = z.input<typeof ZOnConfirmRedemptionRequest>;
export const onConfirmRedemptionCall = defineCall('ewamftrxnsws/api/redemption/onConfirm', ZOnConfirmRedemptionRequest, ZSellConfirmResponse);

/** The permission check of a folio's scheme before a redemption or switch. */
export const ZPoaValidationRequest = z.object({ folioNo: ZSellFolioNo, schCode: ZSchCode });
export type TPoaValidationRequest = z.input<typeof ZPoaValidationRequest>;

/** POST ewamftrxnsws/api/redemption/checkRedPOAValidation: the redemption POA pre-check. */
export const checkRedPoaValidationCall = defineCall('ewamftrxnsws/api/redemption/checkRedPOAValidation', ZPoaValidationRequest, ZPoaCheck);

/** POST ewamftrxnsws/api/redemption/getSellOrderStatus: what the acknowledgement shows for tid. */
export const ZGetSellOrderStatusRequest = z.object({
  tid: z.string({ message: sellMessages.orderNotFound }).trim().min(1, sellMessages.orderNotFound).max(60, sellMessages.orderNotFound),
});
export type TGetSellOrderStatusRequest = z.input<typeof ZGetSellOrderStatusRequest>;
export const ZGetSellOrderStatusResponse = z.object({
  trxnId: z.string(),
  trxnDate: z.string(),
  /** SUCCESS, PENDING or ERROR: how the acknowledgement page colours the outcome. */
  ackStatus: z.enum(['SUCCESS', 'PENDING', 'ERROR']),
  message: z.string(),
  order: ZSellOrder,
});
export type TGetSellOrderStatusResponse = z.infer<typeof ZGetSellOrderStatusResponse>;
export const getSellOrderStatusCall = defineCall('ewamftrxnsws/api/redemption/getSellOrderStatus', ZGetSellOrderStatusRequest, ZGetSellOrderStatusResponse);

/**
 * POST ewamftrxnsws/api/redemption/verifyEdisAuthorisation: called by the eDIS return page
 * (/cdesk/edis-response?edisTrxnNo=...&reqFrom=...) with the edis transaction number; reads the
 * depository's decision and, once approved, releases the order to be priced.
 */
export const ZVerifyEdisRequest = z.object({
  edisTrxnNo: z.string({ message: sellMessages.edisNotFound }).trim().min(1, sellMessages.edisNotFound).max(60, sellMessages.edisNotFound),
});
export type TVerifyEdisRequest = z.input<typeof ZVerifyEdisRequest>;
export const ZVerifyEdisResponse = z.object({
  edisStatus: z.enum(['APPROVED', 'DECLINED', 'PENDING']),
  trxnId: z.string(),
  /** The type of the order, lowercased, for /transact/authorize/{type}/achknowledge. */
  trxnType: z.string(),
  message: z.string(),
  order: ZSellOrder,
});
export type TVerifyEdisResponse = z.infer<typeof ZVerifyEdisResponse>;
export const verifyEdisAuthorisationCall = defineCall('ewamftrxnsws/api/redemption/verifyEdisAuthorisation', ZVerifyEdisRequest, ZVerifyEdisResponse);
