import { z } from 'zod';
import { ZPlanId, ZTwoFactorAction } from './plan-fields.js';
import { ZIsoDate } from '../mutual-funds/purchase-fields.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

/**
 * The pre-check before a stop (SSIP, SSWP, SSTP) or a revocation (TSR): refuses what may not be
 * done now (another account's plan, a stopped plan, an effective stop) and says whether the account
 * confirms by OTP (EMF: twoFactor Y, go to /transact/authorize/2fa/{flow}/OTPValidate) or in a
 * dialog (EW).
 */
export const ZCheckPlan2FARequest = z.object({ trxnType: ZTwoFactorAction, planId: ZPlanId });
export type TCheckPlan2FARequest = z.input<typeof ZCheckPlan2FARequest>;

export const ZCheckPlan2FAResponse = z.object({
  twoFactor: ZYesNo,
  /** The OTP page's flow name: stopsip, stopswp, stopstp or revokeStopSip. */
  flow: z.enum(['stopsip', 'stopswp', 'stopstp', 'revokeStopSip']),
  trxnType: ZTwoFactorAction,
  trxnLabel: z.string(),
  planId: z.number().int(),
  schemeName: z.string(),
  folioNo: z.string(),
  /** A stop: the date it would take effect; a revocation: the stop's effective date. */
  effectiveDate: ZIsoDate,
  /** A stop: the installments not yet run that still run all the same; none for a revocation. */
  installmentsStillRun: z.array(ZIsoDate),
  /** A stop: exactly which installments still run, in words; '' for a revocation. */
  stopOutcome: z.string(),
  /** The question the EW dialog asks. */
  confirmMessage: z.string(),
});
export type TCheckPlan2FAResponse = z.infer<typeof ZCheckPlan2FAResponse>;

/** POST ewamftrxnsws/api/systematicplan/checkPlan2FA. */
export const checkPlan2FACall = defineCall('ewamftrxnsws/api/systematicplan/checkPlan2FA', ZCheckPlan2FARequest, ZCheckPlan2FAResponse);
