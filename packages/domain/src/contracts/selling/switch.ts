import { z } from 'zod';
import { ZPlan, ZSchemeOption, ZYesNo } from '../common.js';
import { ZIsoDate, ZRupeeText } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';
import { ZPoaValidationRequest, ZSellPreview } from './redemption.js';
import { ZPoaCheck, ZSchCode, ZSellConfirmResponse, ZSellFolioNo, ZSellQuantity, ZSellTrxnType, ZSwitchInLeg, ZTrxnAuthorisation } from './sell-fields.js';

/**
 * POST ewamftrxnsws/api/switch/getSwitchTargets: the schemes of the same AMC a folio's scheme may
 * be switched into (isNfo 'N'), or the open new fund offers of that AMC (isNfo 'Y', NFO switch).
 */
export const ZGetSwitchTargetsRequest = z.object({
  folioNo: ZSellFolioNo,
  schCode: ZSchCode,
  isNfo: ZYesNo.default('N'),
  keyword: z.string().trim().max(60).optional(),
  /** Only schemes of this plan and option; the picker starts on the holding's own. */
  plan: ZPlan.optional(),
  option: ZSchemeOption.optional(),
});
export type TGetSwitchTargetsRequest = z.input<typeof ZGetSwitchTargetsRequest>;

export const ZSwitchTarget = z.object({
  schcode: z.number().int(),
  schemeName: z.string(),
  schemeType: z.string(),
  plan: ZPlan,
  option: ZSchemeOption,
  isNfo: ZYesNo,
  /** The last day of a new fund offer; '' otherwise. */
  nfoCloseDate: ZIsoDate.or(z.literal('')),
  minAmount: ZRupeeText,
  exitLoad: z.string(),
  riskometer: z.string(),
});
export type TSwitchTarget = z.infer<typeof ZSwitchTarget>;

export const ZGetSwitchTargetsResponse = z.object({
  amc: z.string(),
  targets: z.array(ZSwitchTarget),
});
export type TGetSwitchTargetsResponse = z.infer<typeof ZGetSwitchTargetsResponse>;
export const getSwitchTargetsCall = defineCall('ewamftrxnsws/api/switch/getSwitchTargets', ZGetSwitchTargetsRequest, ZGetSwitchTargetsResponse);

/** The scheme switched into. */
export const ZSwitchTargetChoice = z.object({
  targetSchCode: ZSchCode,
});

/** POST ewamftrxnsws/api/switch/getSwitchPreview. */
export const ZGetSwitchPreviewRequest = ZSellQuantity.extend(ZSwitchTargetChoice.shape);
export type TGetSwitchPreviewRequest = z.input<typeof ZGetSwitchPreviewRequest>;
export const ZGetSwitchPreviewResponse = ZSellPreview.extend({
  trxnType: ZSellTrxnType,
  /** The switch-in leg as estimated: its own applicable NAV date, stamp duty on the amount. */
  switchIn: ZSwitchInLeg,
  switchInNavDate: ZIsoDate,
});
export type TGetSwitchPreviewResponse = z.infer<typeof ZGetSwitchPreviewResponse>;
export const getSwitchPreviewCall = defineCall('ewamftrxnsws/api/switch/getSwitchPreview', ZGetSwitchPreviewRequest, ZGetSwitchPreviewResponse);

/** POST ewamftrxnsws/api/switch/onConfirm: place a switch (or NFO switch) with its OTP. */
export const ZOnConfirmSwitchRequest = ZSellQuantity.extend(ZSwitchTargetChoice.shape).extend(ZTrxnAuthorisation.shape);
export type TOnConfirmSwitchRequest = z.input<typeof ZOnConfirmSwitchRequest>;
export const onConfirmSwitchCall = defineCall('ewamftrxnsws/api/switch/onConfirm', ZOnConfirmSwitchRequest, ZSellConfirmResponse);

/** POST ewamftrxnsws/api/switch/checkSwitchPOAValidation: answers FLG_POA (spec 3 section 7). */
export const checkSwitchPoaValidationCall = defineCall('ewamftrxnsws/api/switch/checkSwitchPOAValidation', ZPoaValidationRequest, ZPoaCheck);
