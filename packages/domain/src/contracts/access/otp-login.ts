import { z } from 'zod';
import { loginMethods } from '../../codes/account-types.js';
import { boundedText, ZYesNo } from '../common.js';
import { ZUserData } from './authenticate.js';
import { defineCall } from '../call.js';

export const ZLoginSendOtpRequest = z.object({
  loginId: boundedText(64).min(1, 'Login ID cannot be empty.'),
  loginWith: z.enum(loginMethods).default('NJACNO'),
});

export const ZLoginSendOtpResponse = z.object({
  emailId: z.string(),
  mobile: z.string(),
  otpSeconds: z.number().int(),
  njAcNo: z.string(),
  /** Y while another OTP may still be generated for this login ID. */
  otp_regenrate: ZYesNo,
  message: z.string(),
});
export type TLoginSendOtpResponse = z.infer<typeof ZLoginSendOtpResponse>;

/** The data of a loginsendotp refusal: no OTP was sent and none may be generated now. */
export const ZLoginSendOtpFailure = z.object({
  otp_regenrate: z.literal('N'),
  message: z.string(),
});

export const ZLoginOtpValidateRequest = z.object({
  loginId: boundedText(64).min(1, 'Login ID cannot be empty.'),
  loginWith: z.enum(loginMethods).default('NJACNO'),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter valid OTP.'),
  loginMode: z.literal('WEB').default('WEB'),
  browser: boundedText(64).default(''),
  os: boundedText(64).default(''),
  deviceId: boundedText(128).default(''),
  country: boundedText(64).default(''),
});

export const ZLoginOtpValidateSuccess = z.object({
  userData: z.array(ZUserData),
  token: z.string(),
  message: z.string(),
  otp_regenrate: ZYesNo,
  otp_wrongcount: z.number().int(),
});
export const ZLoginOtpValidateFailure = z.object({
  message: z.string(),
  otp_regenrate: ZYesNo,
  otp_wrongcount: z.number().int(),
});
export type TLoginOtpValidateFailure = z.infer<typeof ZLoginOtpValidateFailure>;

/** POST login/loginsendotp. */
export const loginSendOtpCall = defineCall('login/loginsendotp', ZLoginSendOtpRequest, z.union([ZLoginSendOtpResponse, ZLoginSendOtpFailure]));

/** POST login/loginotpValidate. */
export const loginOtpValidateCall = defineCall('login/loginotpValidate', ZLoginOtpValidateRequest, z.union([ZLoginOtpValidateSuccess, ZLoginOtpValidateFailure]));
