import { z } from 'zod';
import { ZPlanId, ZTwoFactorAction } from './plan-fields.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

/** EMF: sends ('S') or resends ('R') the OTP confirming a stop or a revocation, to mobile and e-mail. */
export const ZSendPlan2FAOtpRequest = z.object({
  trxnType: ZTwoFactorAction,
  planId: ZPlanId,
  btnSendResend: z.enum(['S', 'R'], { error: 'Send or resend should be valid.' }).default('S'),
});
export type TSendPlan2FAOtpRequest = z.input<typeof ZSendPlan2FAOtpRequest>;

export const ZSendPlan2FAOtpSent = z.object({
  otpGenRefId: z.string(),
  /** Masked registered mobile and e-mail the OTP went to. */
  mobile: z.string(),
  emailId: z.string(),
  otpSeconds: z.number().int(),
  otpLength: z.number().int(),
  otp_regenrate: ZYesNo,
  message: z.string(),
});
/** A refusal to send now (too many sends): no OTP went out. */
export const ZSendPlan2FAOtpRefused = z.object({ otp_regenrate: z.literal('N'), message: z.string() });

export const ZSendPlan2FAOtpResponse = z.union([ZSendPlan2FAOtpSent, ZSendPlan2FAOtpRefused]);
export type TSendPlan2FAOtpResponse = z.infer<typeof ZSendPlan2FAOtpResponse>;

/** POST ewamftrxnsws/api/systematicplan/sendPlan2FAOtp. */
export const sendPlan2FAOtpCall = defineCall('ewamftrxnsws/api/systematicplan/sendPlan2FAOtp', ZSendPlan2FAOtpRequest, ZSendPlan2FAOtpResponse);
