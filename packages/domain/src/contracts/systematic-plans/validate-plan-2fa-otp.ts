import { z } from 'zod';
import { ZPlanId, ZPlanRequestPlaced, ZTwoFactorAction } from './plan-fields.js';
import { planMessages } from '../../catalogue/plans.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

/**
 * EMF: checks the OTP and, when it matches, places the stop or the revocation it confirms (the
 * reply is that of stopSystematicPlan or revokeStopSip). A wrong OTP answers a failure envelope
 * whose data is the refusal below.
 */
export const ZValidatePlan2FAOtpRequest = z.object({
  trxnType: ZTwoFactorAction,
  planId: ZPlanId,
  otpGenRefId: z.string({ message: planMessages.otpRef }).trim().min(1, planMessages.otpRef).max(80, planMessages.otpRef),
  otp: z
    .string({ message: planMessages.otpFormat })
    .trim()
    .regex(/^\d{6}$/, planMessages.otpFormat),
});
export type TValidatePlan2FAOtpRequest = z.input<typeof ZValidatePlan2FAOtpRequest>;

export const ZValidatePlan2FAOtpRefused = z.object({
  message: z.string(),
  otp_regenrate: ZYesNo,
  otp_wrongcount: z.number().int(),
});
export type TValidatePlan2FAOtpRefused = z.infer<typeof ZValidatePlan2FAOtpRefused>;

export const ZValidatePlan2FAOtpResponse = z.union([ZPlanRequestPlaced, ZValidatePlan2FAOtpRefused]);
export type TValidatePlan2FAOtpResponse = z.infer<typeof ZValidatePlan2FAOtpResponse>;

/** POST ewamftrxnsws/api/systematicplan/validatePlan2FAOtp. */
export const validatePlan2FAOtpCall = defineCall('ewamftrxnsws/api/systematicplan/validatePlan2FAOtp', ZValidatePlan2FAOtpRequest, ZValidatePlan2FAOtpResponse);
