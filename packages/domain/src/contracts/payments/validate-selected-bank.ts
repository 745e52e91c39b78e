import { z } from 'zod';
import { boundedText, ZYesNo } from '../common.js';
import { ZCcode, ZPayMode } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';

/** POST ewamftrxnsws/api/purchase/validateSelectedBank. */
export const ZValidateSelectedBankRequest = z.object({
  ccode: ZCcode.optional(),
  bankAccType: boundedText(20).optional(),
  trxnType: z.literal('PUR').default('PUR'),
  /** Without a bank, the investor's default bank (of bankAccType when given) is checked. */
  bankCode: boundedText(20).optional(),
  bankAccNo: boundedText(30).optional(),
  payMode: ZPayMode.optional(),
});
export type TValidateSelectedBankRequest = z.input<typeof ZValidateSelectedBankRequest>;

export const ZValidateSelectedBankResponse = z.object({
  isValidBank: ZYesNo,
  message: z.string(),
  bankIfscCode: z.string(),
  bankName: z.string(),
  bankAccMak: z.string(),
});
export type TValidateSelectedBankResponse = z.infer<typeof ZValidateSelectedBankResponse>;

/** POST ewamftrxnsws/api/purchase/validateSelectedBank. */
export const validateSelectedBankCall = defineCall('ewamftrxnsws/api/purchase/validateSelectedBank', ZValidateSelectedBankRequest, ZValidateSelectedBankResponse);
