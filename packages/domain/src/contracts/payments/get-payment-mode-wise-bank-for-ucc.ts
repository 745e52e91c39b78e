import { z } from 'zod';
import { ZYesNo } from '../common.js';
import { ZPayMode } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/common/getPaymentModeWiseBankForUcc: empty payload. */
export const ZGetPaymentModeWiseBankForUccRequest = z.object({}).default({});

/** One of the investor's registered bank accounts; bankAccMak is what a screen shows. */
export const ZRegisteredBank = z.object({
  bankCode: z.string(),
  bankName: z.string(),
  bankAccNo: z.string(),
  bankAccMak: z.string(),
  bankIfscCode: z.string(),
  bankType: z.string(),
  isDefault: ZYesNo,
  /** Registered SIP mandates on this account (empty when none). */
  mandateList: z.array(z.object({ mandateNo: z.string(), maxAmount: z.string() })),
});
export type TRegisteredBank = z.infer<typeof ZRegisteredBank>;

/** The distributor's account an NEFT/RTGS transfer for a purchase goes to. */
export const ZCollectionAccount = z.object({
  accName: z.string(),
  bankName: z.string(),
  accNo: z.string(),
  ifsc: z.string(),
});
export type TCollectionAccount = z.infer<typeof ZCollectionAccount>;

export const ZGetPaymentModeWiseBankForUccResponse = z.object({
  payModeList: z.array(z.object({ payModeId: ZPayMode, payModeName: z.string(), bankList: z.array(ZRegisteredBank) })),
  collectionAccount: ZCollectionAccount.optional(),
});
export type TGetPaymentModeWiseBankForUccResponse = z.infer<typeof ZGetPaymentModeWiseBankForUccResponse>;

/** POST ewamftrxnsws/api/common/getPaymentModeWiseBankForUcc. */
export const getPaymentModeWiseBankForUccCall = defineCall('ewamftrxnsws/api/common/getPaymentModeWiseBankForUcc', ZGetPaymentModeWiseBankForUccRequest, ZGetPaymentModeWiseBankForUccResponse);
