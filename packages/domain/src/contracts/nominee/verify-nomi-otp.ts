import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { otpSignStatuses } from '../../codes/nominee.js';
import { defineCall } from '../call.js';

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

/** POST nominee/verifyNomiOtp. */
export const verifyNomiOtpCall = defineCall('nominee/verifyNomiOtp', ZVerifyNomiOtpRequest, ZVerifyNomiOtpResponse);
