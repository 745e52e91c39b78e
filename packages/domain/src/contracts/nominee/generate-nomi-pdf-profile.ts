import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { signModes } from '../../codes/nominee.js';
import { defineCall, type GatewayResourcePrefix } from '../call.js';

export const ZConsentItem = z.object({
  consentId: z.string().max(20),
  consentDesc: z.string().max(2000),
});

export type TConsentItem = z.infer<typeof ZConsentItem>;

/** The investor may ask to sign by OTP (O) or e-sign (E); otherwise the account decides. */
export const ZGenerateNomiPdfProfileRequest = ZNomineeRequestRef.extend({
  otpSignOrEsign: z.enum(signModes).optional(),
});

export const ZGenerateNomiPdfProfileResponse = z.object({
  consentList: z.array(ZConsentItem),
  otpSignOrEsign: z.enum(signModes),
  /** A signed download link. */
  nomiPdf: z.string(),
  /** A signed link the viewer loads. */
  nomiViewPdf: z.string(),
  title: z.string(),
});

export type TGenerateNomiPdfProfileResponse = z.infer<typeof ZGenerateNomiPdfProfileResponse>;

/** saveSubmitFinalNomineeProfile: the ticked consents; every one of the form's is required. */

/** POST nominee/generateNomiPdfProfile. */
export const generateNomiPdfProfileCall = defineCall('nominee/generateNomiPdfProfile', ZGenerateNomiPdfProfileRequest, ZGenerateNomiPdfProfileResponse);

/** GET nominee/pdf/<file>: the nominee form behind a short-lived signed link. */
export const nomineePdfResource = {
  pathPrefix: 'nominee/pdf/',
} as const satisfies GatewayResourcePrefix;
