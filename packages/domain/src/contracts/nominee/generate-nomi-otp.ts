import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { otpSignStatuses } from '../../codes/nominee.js';
import { defineCall } from '../call.js';

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

/** POST nominee/generateNomiOtp. */
export const generateNomiOtpCall = defineCall('nominee/generateNomiOtp', ZGenerateNomiOtpRequest, ZGenerateNomiOtpResponse);
