import { z } from 'zod';
import { exchangeCodeIds } from '../../codes/exchange-codes.js';
import { payModeIds } from '../../codes/pay-modes.js';
import { purchaseFrequencyIds } from '../../codes/purchase-constants.js';
import { purchaseTransactionTypes } from '../../codes/transaction-types.js';
import { marsMessages } from '../../catalogue/mars.js';
import { orderMessages } from '../../messages.js';
import { rupeesToPaise } from '../../rules/money.js';
import { boundedText, ZYesNo } from '../common.js';
import { ZSchCode } from '../schemes/get-scheme-insight.js';

/** Scheme codes arrive as the scheme calls take them. */
export { ZSchCode };

const amountInvalid = { message: orderMessages.amountInvalid };

/** Rupees as a number or text (up to two decimals); the server reads them as integer paise. */
export const ZRupees = z
  .union([z.number(amountInvalid).finite(amountInvalid).nonnegative(amountInvalid), z.string(amountInvalid).trim().max(20, amountInvalid)], amountInvalid)
  .transform((value, ctx) => {
    const paise = rupeesToPaise(String(value));
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: orderMessages.amountInvalid });
      return z.NEVER;
    }
    return paise;
  });

/** Amounts in replies: rupees with two decimals as text ('5000.00'), never a binary float. */
export const ZRupeeText = z.string();

/** ISO calendar date (YYYY-MM-DD), India time. */
export const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const ZYesNoDefaultN = ZYesNo.default('N');
export const ZExchangeCode = z.enum(exchangeCodeIds);
export const ZPayMode = z.enum(payModeIds, { message: orderMessages.payMode });
export const ZPurchaseTrxnType = z.enum(purchaseTransactionTypes);
export const ZFreqId = z.enum(purchaseFrequencyIds, { message: orderMessages.sipFrequency });
export const ZSchOpt = boundedText(20);
export const ZCcode = boundedText(20);
export const ZFolioNo = boundedText(30);

/** A MARS target number: the investor's holding of one MARS portfolio, as its orders carry it. */
export const ZMarsTarNo = boundedText(20)
  .min(1, marsMessages.targetNotFound)
  .regex(/^[A-Z0-9]+$/, marsMessages.targetNotFound);

/** The scheme choice a purchase carries, as validatePurchase and a cart item both name it. */
export const ZSchemeChoice = z.object({
  ccode: ZCcode.optional(),
  schOpt: ZSchOpt.optional(),
  isDirect: ZYesNo.optional(),
  folioNo: ZFolioNo.optional(),
  schExch: ZExchangeCode.optional(),
});
