import { z } from 'zod';
import { defineCall } from '../call.js';
import { boundedText } from '../common.js';
import { ZHolderRole, ZScreenId } from './common.js';
import { ZFamilyDeclaration, ZFieldErrors, ZSaveStepReply } from './holders-common.js';

const ZHolderRef = z.object({ holder: ZHolderRole.default('F') });

/** Screens 9/18/24/30: one holder's mobile and e-mail with the declarations. */
export const ZLoadMobEmailResponse = z.object({
  holder: ZHolderRole,
  holderLabel: z.string(),
  holderName: z.string(),
  mobile: z.string(),
  email: z.string(),
  mobileBelongsTo: z.string(),
  emailBelongsTo: z.string(),
  aadhaarMobileConsent: z.boolean(),
  mobileFamilyConsent: z.boolean(),
  emailFamilyConsent: z.boolean(),
  mobileVerified: z.boolean(),
  emailVerified: z.boolean(),
  familyDeclarations: z.array(z.string()),
});
export type TLoadMobEmailResponse = z.output<typeof ZLoadMobEmailResponse>;
export const loadMobEmailCall = defineCall('MobileEmailService/loadMobEmail', ZHolderRef, ZLoadMobEmailResponse.nullable());

export const ZSaveDataMobEmailRequest = ZHolderRef.extend({
  mobile: boundedText(10),
  email: boundedText(75),
  mobileBelongsTo: ZFamilyDeclaration.default('Self'),
  emailBelongsTo: ZFamilyDeclaration.default('Self'),
  aadhaarMobileConsent: z.boolean().default(false),
  mobileFamilyConsent: z.boolean().default(false),
  emailFamilyConsent: z.boolean().default(false),
});
export type TSaveDataMobEmailRequest = z.input<typeof ZSaveDataMobEmailRequest>;
/** Saves the contacts and sends an OTP to each not yet verified; answers the verify screen. */
export const saveDataMobEmailCall = defineCall(
  'MobileEmailService/saveDataMobEmail',
  ZSaveDataMobEmailRequest,
  ZSaveStepReply.extend({
    maskedMobile: z.string(),
    maskedEmail: z.string(),
    otpSeconds: z.number().int(),
  }).nullable(),
);

/**
 * Screens 10/19/25/31: checks the mobile OTP and the e-mail OTP. With `resend` Y it sends fresh
 * OTPs instead. Both must be verified before the next screen.
 */
export const ZVrfyMobEmailRequest = ZHolderRef.extend({
  mobileOtp: boundedText(6).default(''),
  emailOtp: boundedText(6).default(''),
  resend: z.enum(['Y', 'N']).default('N'),
});
export type TVrfyMobEmailRequest = z.input<typeof ZVrfyMobEmailRequest>;
export const ZVrfyMobEmailResponse = z.object({
  mobileVerified: z.boolean(),
  emailVerified: z.boolean(),
  nextScreenId: ZScreenId,
  fieldErrors: ZFieldErrors,
  maskedMobile: z.string(),
  maskedEmail: z.string(),
});
export type TVrfyMobEmailResponse = z.output<typeof ZVrfyMobEmailResponse>;
export const vrfyMobEmailCall = defineCall('MobileEmailService/vrfyMobEmail', ZVrfyMobEmailRequest, ZVrfyMobEmailResponse.nullable());

/**
 * The e-mail may be verified by a link instead of its OTP: `send` mails a link; `token` is the
 * link's value, quoted back by the page the link opens (no registration session needed for that).
 */
export const ZVrfyMobEmailLinkRequest = z.object({
  holder: ZHolderRole.default('F'),
  action: z.enum(['send', 'confirm', 'status']).default('send'),
  token: boundedText(200).default(''),
});
export const vrfyMobEmailLinkCall = defineCall('MobileEmailService/vrfyMobEmailLink', ZVrfyMobEmailLinkRequest, z.object({ emailVerified: z.boolean(), maskedEmail: z.string() }).nullable());
