import { z } from 'zod';
import { boundedText, ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

export const ZActivationRequest = z.object({
  njAcNo: boundedText(16).min(1, 'Wealth account number cannot be empty.'),
  reqFrom: z.literal('WEB').default('WEB'),
  browser: boundedText(64).default(''),
  os: boundedText(64).default(''),
});
export type TActivationRequest = z.input<typeof ZActivationRequest>;

/** login/checkEwealthAccountActivation: the flags that drive the post-login chain (spec 1 section 3). */
export const ZActivation = z.object({
  isPanWithAadharSeeding: ZYesNo,
  isPanWithAadharDeactive: ZYesNo,
  panAahaarSeedingHtml: z.string(),
  fatcaDeclarationPending: ZYesNo,
  fatcaHtml: z.string(),
  dpChargesPending: ZYesNo,
  optionalDpChargesPending: ZYesNo,
  dpChargesPendingNote: z.string(),
  dpChargesURL: z.string(),
  emailVerified: ZYesNo,
  isReKyc: ZYesNo,
  reKycLink: z.string(),
  isRekycMandatory: ZYesNo,
  /** Why re-KYC is due: a code of rekycReasons, '' when the KRA gave none or none is due. */
  reKycReasonId: z.string(),
  /** YYYY-MM-DD: when the KYC record was last updated, '' when not known or none is due. */
  kycUpdatedOn: z.string(),
  isAskPersonalizedLogin: ZYesNo,
  chnagePassWord: ZYesNo,
  isPasswordExpired: ZYesNo,
  /** Steps the investor chose to take up later in this session. */
  deferredSteps: z.array(z.string()),
  hostname: z.string(),
});
export type TActivation = z.infer<typeof ZActivation>;

export const ZFatcaDeclarationRequest = z.object({
  njAcNo: boundedText(16).min(1, 'Wealth account number cannot be empty.'),
  reqFrom: z.literal('WEB').default('WEB'),
});
export const ZFatcaDeclarationResponse = z.object({ fatcaHtml: z.string() });

export const ZSaveFatcaDeclarationRequest = ZFatcaDeclarationRequest.extend({
  accepted: z.literal('Y', { message: 'Declaration should be checked.' }),
});

export const panAadhaarActions = ['ALREADY_LINKED', 'LINK_NOW'] as const;
export const ZPanAadhaarSeedingRequest = z.object({
  njAcNo: boundedText(16).min(1, 'Wealth account number cannot be empty.'),
  action: z.enum(panAadhaarActions),
});
export const ZPanAadhaarSeedingResponse = z.object({
  /** Where Link Now sends the investor (the tax authority's linking page). */
  linkUrl: z.string(),
  isPanWithAadharSeeding: ZYesNo,
  isPanWithAadharDeactive: ZYesNo,
});

export const deferrableSteps = ['PAN_AADHAAR', 'DP_CHARGES', 'VERIFY_EMAIL'] as const;
export const ZAskMeLaterRequest = z.object({ step: z.enum(deferrableSteps) });
export const ZAskMeLaterResponse = z.object({ deferredSteps: z.array(z.string()) });

export const ZDpChargesUrlRequest = z.object({
  name: boundedText(64).default('Client Desk'),
  userId: boundedText(64).default(''),
});
export const ZDpChargesUrlResponse = z.object({ dpChargesUrl: z.string() });

/** POST login/checkEwealthAccountActivation. */
export const checkEwealthAccountActivationCall = defineCall('login/checkEwealthAccountActivation', ZActivationRequest, ZActivation);

/** POST ewamftrxnsws/login/checkEwealthAccountActivation: the same call under the transact family. */
export const checkEwealthAccountActivationMfCall = defineCall('ewamftrxnsws/login/checkEwealthAccountActivation', ZActivationRequest, ZActivation);

/** POST login/checkFatcaDeclaration. */
export const checkFatcaDeclarationCall = defineCall('login/checkFatcaDeclaration', ZFatcaDeclarationRequest, ZFatcaDeclarationResponse);

/** POST login/saveFatcaDeclaration. */
export const saveFatcaDeclarationCall = defineCall('login/saveFatcaDeclaration', ZSaveFatcaDeclarationRequest, z.null());

/** POST login/panAadhaarSeeding. */
export const panAadhaarSeedingCall = defineCall('login/panAadhaarSeeding', ZPanAadhaarSeedingRequest, ZPanAadhaarSeedingResponse);

/** POST login/askMeLater. */
export const askMeLaterCall = defineCall('login/askMeLater', ZAskMeLaterRequest, ZAskMeLaterResponse);

/** POST ewaportfoliows/api/dpcharges/getDpChargesUrl. */
export const getDpChargesUrlCall = defineCall('ewaportfoliows/api/dpcharges/getDpChargesUrl', ZDpChargesUrlRequest, ZDpChargesUrlResponse);
