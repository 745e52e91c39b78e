import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { otpSignStatuses } from '../../codes/nominee.js';

/** generateNomiOtp: send ('S') or resend ('R') the signing OTP. */
export const ZGenerateNomiOtpRequest = ZNomineeRequestRef.extend({
  btnSendResend: z.enum(['S', 'R'], { error: 'Send or resend should be valid.' }),
});
export const ZGenerateNomiOtpResponse = z.object({
  otpGenRefId: z.string(),
  status: z.enum(otpSignStatuses),
  resendAfterSeconds: z.number().int(),
  message: z.string(),
});

/** verifyNomiOtp: the OTP with the consent it signs. */
export const ZVerifyNomiOtpRequest = ZNomineeRequestRef.extend({
  otpGenRefId: z.string().trim().min(1).max(40),
  otp: z.string().trim().max(10),
  consentId: z.string().trim().min(1).max(20),
  docType: z.string().trim().max(20).default('NOMINEE'),
});
export const ZVerifyNomiOtpResponse = z.object({
  status: z.enum(otpSignStatuses),
  message: z.string(),
  /** An extra message to show in an alert, when present. */
  addMessage: z.string(),
  isFromTransact: z.enum(['Y', 'N']),
});
