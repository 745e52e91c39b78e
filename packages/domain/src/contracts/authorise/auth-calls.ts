import { z } from 'zod';
import { authLinkStates, authStatuses, authTransactionTypes } from '../../codes/authorisation.js';
import { authMessages } from '../../catalogue/authorise.js';
import { boundedText, ZYesNo } from '../common.js';
import { defineCall, type GatewayResource } from '../call.js';
import { ZExchangeCode, ZPayMode, ZRupeeText } from '../mutual-funds/purchase-fields.js';
import { ZPoaCheck } from '../selling/sell-fields.js';

/**
 * The authorisation calls of spec 3 section 7 (mfauth/...). encryptedData is the `d` of an
 * authorisation link, or the one each list row carries: authenticated encryption of the
 * transaction reference that expires with the transaction and is spent by its outcome.
 */
export const ZEncryptedData = z
  .string({ message: authMessages.linkInvalid })
  .trim()
  .min(16, authMessages.linkInvalid)
  .max(600, authMessages.linkInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, authMessages.linkInvalid);

export const ZAuthTrnType = z.enum(authTransactionTypes);
export const ZAuthStatus = z.enum(authStatuses);
const ZReqFrom = boundedText(20).default('web');

/** The payment a purchase type carries, as placed or as entered by the client. */
export const ZAuthPayment = z.object({
  payModeId: ZPayMode.or(z.literal('')),
  payModeLabel: z.string(),
  bankCode: z.string(),
  bankAcno: z.string(),
  bankName: z.string(),
  bankIfsc: z.string(),
  neftRtgsNo: z.string(),
  mandateNo: z.string(),
  payerVpa: z.string(),
  /** 'Y' when the detail can be used as it is (rules/pay-mode hasUsablePaymentDetail). */
  isUsable: ZYesNo,
});
export type TAuthPayment = z.infer<typeof ZAuthPayment>;

/** One row of the pending list (getTrxnAuthRpt). */
export const ZPendingTrxn = z.object({
  encryptedData: z.string(),
  trxnId: z.string(),
  trnType: ZAuthTrnType,
  trnTypeLabel: z.string(),
  /** The schemes it touches, e.g. 'HDFC Liquid Fund to HDFC Mid Cap Fund'. */
  summary: z.string(),
  /** Amount in rupees, or '' when by units or an instruction. */
  amount: ZRupeeText,
  units: z.string(),
  folioNo: z.string(),
  placedBy: z.string(),
  placedOn: z.string(),
  expiresOn: z.string(),
  /** Purchase types only; null for the rest. */
  payment: ZAuthPayment.nullable(),
  isMarsTrxn: ZYesNo,
  marsTarNo: z.string(),
  /**
   * Why it can no longer be done (its plan already stopped, its stop already revoked, its units
   * gone), '' while it can: such a transaction is listed as such and not counted as waiting.
   */
  unavailable: z.string(),
});
export type TPendingTrxn = z.infer<typeof ZPendingTrxn>;

/** POST mfauth/getTrxnAuthRpt: the logged-in client's transactions waiting for authorisation. */
export const ZGetTrxnAuthRptRequest = z.object({ reqFrom: ZReqFrom, authType: z.literal('online').default('online') });
export const ZGetTrxnAuthRptResponse = z.object({ trxns: z.array(ZPendingTrxn) });
export type TGetTrxnAuthRptResponse = z.infer<typeof ZGetTrxnAuthRptResponse>;
export const getTrxnAuthRptCall = defineCall('mfauth/getTrxnAuthRpt', ZGetTrxnAuthRptRequest, ZGetTrxnAuthRptResponse);

/** POST mfauth/getTotalNonMarsCount: in pending-counts.ts, with the MARS count. */
export { getTotalNonMarsCountCall, ZCountResponse, ZGetTotalNonMarsCountRequest } from './pending-counts.js';

/** One line of a pending transaction's detail: a scheme leg or an instruction. */
export const ZAuthTrxnLine = z.object({
  srNo: z.number().int(),
  /** What the line does, e.g. 'Purchase', 'Switch out', 'Switch in', 'Stop SIP'. */
  action: z.string(),
  schcode: z.number().int().nullable(),
  schemeName: z.string(),
  targetSchcode: z.number().int().nullable(),
  targetSchemeName: z.string(),
  folioNo: z.string(),
  amount: ZRupeeText,
  units: z.string(),
  /** 'Y' when all free units are taken. */
  allUnits: ZYesNo,
  /** A schedule in words, e.g. 'Monthly on the 5th, 12 installments from 05-01-2027', or ''. */
  schedule: z.string(),
  planId: z.number().int().nullable(),
  holdingMode: z.enum(['P', 'D', '']),
  /** Once authorised: the order or request this line placed, and its state; else ''. */
  orderRef: z.string(),
  orderStatus: z.string(),
});
export type TAuthTrxnLine = z.infer<typeof ZAuthTrxnLine>;

/** A question onAuthorize asks back, and is repeated with the answer to. */
export const ZAuthConfirmation = z.object({
  code: z.enum(['SUCC_WITH_MARS', 'CONFIRMATIOM']),
  question: z.string(),
});
export type TAuthConfirmation = z.infer<typeof ZAuthConfirmation>;

/** The header of a pending transaction (trxnHeaderDeail, spelt as the spec spells it). */
export const ZAuthTrxnHeader = z.object({
  trxnId: z.string(),
  trnType: ZAuthTrnType,
  trnTypeLabel: z.string(),
  njAcNo: z.string(),
  investorName: z.string(),
  placedBy: z.string(),
  arn: z.string(),
  placedOn: z.string(),
  expiresOn: z.string(),
  status: ZAuthStatus,
  totalAmount: ZRupeeText,
  payment: ZAuthPayment.nullable(),
  isMarsTrxn: ZYesNo,
  marsTarNo: z.string(),
  marsName: z.string(),
  /** 'Y' when the redemption warning (sellMessages.balanceWarning) is asked before authorising. */
  isRedWarning: ZYesNo,
  /** 'Y' when an EMF account confirms this stop by OTP first (twoFactorAuthFlows). */
  isTwoFactor: ZYesNo,
  /**
   * The question authorising asks back (SUCC_WITH_MARS: a scheme bought within a day, a switch
   * into a MARS portfolio; CONFIRMATIOM: a bulk switch), null when none: the desk asks it with
   * everything else the investor accepts, and answers it in the first onAuthorize.
   */
  confirmation: ZAuthConfirmation.nullable(),
  /** The authorised outcome's reference for the receipt, once authorised; else ''. */
  encEncodedTrxnId: z.string(),
});
export type TAuthTrxnHeader = z.infer<typeof ZAuthTrxnHeader>;

/**
 * POST mfauth/getAuthTrxDetailFromTar: the pending authorization transaction of spec 3 section 3.
 * Also answers for an authorised one when encryptedData is its result's encEncodedTrxnId (the
 * acknowledgement of a type with several legs reads its lines and their orders from here).
 */
export const ZGetAuthTrxDetailRequest = z.object({
  reqFrom: ZReqFrom,
  authType: z.literal('online').default('online'),
  encryptedData: ZEncryptedData,
  isNomineeRequired: ZYesNo.default('N'),
});
export const ZPendingAuthorizationTransaction = z.object({
  trxnHeaderDeail: ZAuthTrxnHeader,
  trxndetail: z.array(ZAuthTrxnLine),
  trxnType: ZAuthTrnType,
  notes: z.string(),
  taxCountryValidation: ZYesNo,
  isNomineeRequired: ZYesNo,
  nomineeReDirectUrl: z.string(),
  nomineeMessage: z.string(),
  nomineeSuccessMessage: z.string(),
});
export type TPendingAuthorizationTransaction = z.infer<typeof ZPendingAuthorizationTransaction>;
export const getAuthTrxDetailFromTarCall = defineCall('mfauth/getAuthTrxDetailFromTar', ZGetAuthTrxDetailRequest, ZPendingAuthorizationTransaction);

/**
 * POST mfauth/onValidateAuthTransaction: whether a link's d can still be acted on, before anything
 * else is asked of the client. Open without a login: it tells only the type and the state.
 */
export const ZValidateAuthRequest = z.object({ encryptedData: ZEncryptedData });
export const ZValidateAuthResponse = z.object({
  isValid: ZYesNo,
  /** PENDING, AUTHORISED, REJECTED, EXPIRED; INVALID for a tampered or unknown d; USED once spent. */
  state: z.enum(authLinkStates),
  trnType: ZAuthTrnType.or(z.literal('')),
  njAcNo: z.string(),
  investorName: z.string(),
  message: z.string(),
});
export type TValidateAuthResponse = z.infer<typeof ZValidateAuthResponse>;
export const onValidateAuthTransactionCall = defineCall('mfauth/onValidateAuthTransaction', ZValidateAuthRequest, ZValidateAuthResponse);

/** purchaseData of onAuthorize: the payment the client chose or confirmed. payBank is code~account~ifsc. */
export const ZAuthPurchaseData = z.object({
  payMode: ZPayMode,
  mandate: boundedText(40).default(''),
  payBank: boundedText(80).default(''),
  neftRtgsNo: boundedText(40).default(''),
  payerVirtualAddress: boundedText(100).default(''),
  VPAVerifyDtlSrNo: boundedText(40).default(''),
});
export type TAuthPurchaseData = z.input<typeof ZAuthPurchaseData>;

/** POST mfauth/onAuthorize: the transaction to authorise of spec 3 section 3. */
export const ZOnAuthorizeRequest = z.object({
  reqFrom: ZReqFrom,
  encryptedData: ZEncryptedData,
  /** The idempotency key: a repeat with the same key answers with the same outcome. */
  sessionId: z.string().trim().min(8).max(100),
  browser: boundedText(100).default(''),
  os: boundedText(100).default(''),
  purchaseData: ZAuthPurchaseData.optional(),
  euinDeclAccepted: ZYesNo.default('N'),
  riskDeclAccepted: ZYesNo.default('N'),
  riskDeclContent: boundedText(2000).default(''),
  riskProfileId: boundedText(20).default(''),
  nriDeclaration: ZYesNo.default('N'),
  /** 'Y' once the client accepted the T&C question. */
  tncAccepted: ZYesNo.default('N'),
  /** The answer to a confirmation loop (SUCC_WITH_MARS, CONFIRMATIOM), absent on the first call. */
  isMarsConfirm: ZYesNo.optional(),
  isBulkConfirm: ZYesNo.optional(),
  /** 'Y' once the client agreed to go to the depository for eDIS (and to the redemption warning). */
  isRedConfirm: ZYesNo.default('N'),
  /** An EMF stop flow's validated OTP (generated through the plans OTP call for this d). */
  otpGenRefId: boundedText(40).optional(),
  otp: boundedText(10).optional(),
});
export type TOnAuthorizeRequest = z.input<typeof ZOnAuthorizeRequest>;

/** The authorisation result of spec 3 section 3, plus the question of a confirmation loop. */
export const ZAuthorisationResult = z.object({
  encEncodedTrxnId: z.string(),
  trxnId: z.string(),
  trxnDate: z.string(),
  trnType: ZAuthTrnType,
  exCode: ZExchangeCode.or(z.literal('')),
  payMode: ZPayMode.or(z.literal('')),
  netBankingUrl: z.string(),
  isMarsTrxn: ZYesNo,
  marsTarNo: z.string(),
  collectionApiStatus: z.string(),
  collectionApiStatusDes: z.string(),
  UPIREFTRXNID: z.string(),
  /** Pay mode 8: the VPA check the collection request used (for purchase/getUPICollectionApiStatus). */
  VPAVerifyDtlSrNo: z.string().optional(),
  IS_EDIS: ZYesNo,
  edisTrxnNo: z.string(),
  reqFrom: z.string(),
  callurl: z.string(),
  action: z.string(),
  FLG_POA: ZYesNo,
  DEMAT_POA_MSG: z.string(),
  encSSIPEncodedTrxnId: z.string(),
  encSIPEncodedTrxnId: z.string(),
  encEncodedNpipTrxnid: z.string(),
  ShemeOption: z.string(),
  validationNo: z.string(),
  /** Where the acknowledgement is: /transact/authorize/{type}/achknowledge?tid=...; '' until placed. */
  ackPath: z.string(),
  /** Set (and the envelope's techMessage too) when the call must be repeated with an answer. */
  confirmation: ZAuthConfirmation.nullable(),
  /** True when this key had already authorised: the reply is the earlier one. */
  isRepeat: z.boolean(),
});
export type TAuthorisationResult = z.infer<typeof ZAuthorisationResult>;
export const onAuthorizeCall = defineCall('mfauth/onAuthorize', ZOnAuthorizeRequest, ZAuthorisationResult);

/** POST mfauth/onReject. */
export const ZOnRejectRequest = z.object({
  reqFrom: ZReqFrom,
  encryptedData: ZEncryptedData,
  payMode: ZPayMode.or(z.literal('')).optional(),
});
export const ZOnRejectResponse = z.object({
  trxnId: z.string(),
  trnType: ZAuthTrnType,
  isMarsTrxn: ZYesNo,
  marsTarNo: z.string(),
  /** authMessages.rejected with the reference (the MARS target number for MARS). */
  message: z.string(),
});
export type TOnRejectResponse = z.infer<typeof ZOnRejectResponse>;
export const onRejectCall = defineCall('mfauth/onReject', ZOnRejectRequest, ZOnRejectResponse);

/** POST mfauth/checkRedPOAValidation and mfauth/checkMarsSwiPOAValidation: the demat permission. */
export const ZAuthPoaRequest = z.object({ encryptedData: ZEncryptedData });
export const checkAuthRedPoaValidationCall = defineCall('mfauth/checkRedPOAValidation', ZAuthPoaRequest, ZPoaCheck);
export const checkMarsSwiPoaValidationCall = defineCall('mfauth/checkMarsSwiPOAValidation', ZAuthPoaRequest, ZPoaCheck);

/** POST mfauth/onchangeBankAccount: the bank a pending purchase pays from. payBank is code~account~ifsc. */
export const ZOnChangeBankAccountRequest = z.object({
  encryptedData: ZEncryptedData,
  payBank: boundedText(80).min(1, authMessages.payBankInvalid),
});
export const onChangeBankAccountCall = defineCall('mfauth/onchangeBankAccount', ZOnChangeBankAccountRequest, z.object({ payment: ZAuthPayment }));

/**
 * POST mfauth/trxnAuthoShowReceipt: the receipt of an authorised transaction as a PDF
 * (application/pdf); encryptedData is the result's encEncodedTrxnId.
 */
export const ZTrxnAuthoShowReceiptRequest = z.object({
  encryptedData: ZEncryptedData,
  trxnType: ZAuthTrnType,
});
export const trxnAuthoShowReceiptResource = {
  path: 'mfauth/trxnAuthoShowReceipt',
  request: ZTrxnAuthoShowReceiptRequest,
} as const satisfies GatewayResource;
