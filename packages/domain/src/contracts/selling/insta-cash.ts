import { z } from 'zod';
import { ZCcode, ZIsoDate, ZRupeeText, ZRupees } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';
import { ZPayoutBank, ZSchCode, ZSellConfirmResponse, ZSellFolioNo, ZTrxnAuthorisation, ZUnitsText, ZNavText } from './sell-fields.js';

/** POST ewamftrxnsws/api/instacash/getInstaCashDetail: today's insta cash limits by folio and scheme. */
export const ZGetInstaCashDetailRequest = z.object({ ccode: ZCcode.optional() });
export type TGetInstaCashDetailRequest = z.input<typeof ZGetInstaCashDetailRequest>;

export const ZInstaCashScheme = z.object({
  folioNo: z.string(),
  schcode: z.number().int(),
  schemeName: z.string(),
  freeUnits: ZUnitsText,
  nav: ZNavText,
  navDate: ZIsoDate.or(z.literal('')),
  /** The value of the free units at the latest NAV. */
  folioValue: ZRupeeText,
  /** The lower of ₹50,000 and 90 % of the folio value. */
  cap: ZRupeeText,
  takenToday: ZRupeeText,
  available: ZRupeeText,
});
export type TInstaCashScheme = z.infer<typeof ZInstaCashScheme>;

export const ZGetInstaCashDetailResponse = z.object({
  dailyLimit: ZRupeeText,
  valuePercent: z.number().int(),
  schemes: z.array(ZInstaCashScheme),
  bank: ZPayoutBank.nullable(),
});
export type TGetInstaCashDetailResponse = z.infer<typeof ZGetInstaCashDetailResponse>;
export const getInstaCashDetailCall = defineCall('ewamftrxnsws/api/instacash/getInstaCashDetail', ZGetInstaCashDetailRequest, ZGetInstaCashDetailResponse);

/** POST ewamftrxnsws/api/instacash/onConfirm: an instant redemption by amount, credited at once. */
export const ZOnConfirmInstaCashRequest = z.object({ folioNo: ZSellFolioNo, schCode: ZSchCode, amount: ZRupees }).extend(ZTrxnAuthorisation.shape);
export type TOnConfirmInstaCashRequest = z.input<typeof ZOnConfirmInstaCashRequest>;
export const onConfirmInstaCashCall = defineCall('ewamftrxnsws/api/instacash/onConfirm', ZOnConfirmInstaCashRequest, ZSellConfirmResponse);
