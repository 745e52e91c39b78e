import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ZClosureRequestRef } from './common.js';
import { ZClosureSigned } from './process-closure-esign-response.js';

export const ZClosureGenerateOtpRequest = ZClosureRequestRef.extend({
  btnSendResend: z.enum(['S', 'R'], { error: 'Send or resend should be valid.' }),
});
export const ZClosureGenerateOtpResponse = z.object({
  otpGenRefId: z.string(),
  mobile: z.string(),
  emailId: z.string(),
  otpSeconds: z.number().int(),
  message: z.string(),
});

/** POST ClosureProcessService/generateOtp: sends (S) or resends (R) the OTP that signs the request. */
export const closureGenerateOtpCall = defineCall('ClosureProcessService/generateOtp', ZClosureGenerateOtpRequest, ZClosureGenerateOtpResponse);

export const ZClosureVerifyOtpRequest = ZClosureRequestRef.extend({
  otpGenRefId: z.string().trim().min(1).max(40),
  otp: z.string().trim().max(10),
});

/** POST ClosureProcessService/verifyOtp: the OTP signs the request, and the account is closed. */
export const closureVerifyOtpCall = defineCall('ClosureProcessService/verifyOtp', ZClosureVerifyOtpRequest, ZClosureSigned);
