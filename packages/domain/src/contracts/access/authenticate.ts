import { z } from 'zod';
import { accountTypes, loginMethods } from '../../codes/account-types.js';
import { loginCredentialMessages } from '../../rules/login-credentials.js';
import { boundedText, ZYesNo } from '../common.js';
import { defineCall } from '../call.js';

export const ZAuthenticateRequest = z.object({
  loginId: boundedText(64).min(1, loginCredentialMessages.loginId),
  password: z.string().min(1, loginCredentialMessages.password).max(128),
  loginMode: z.literal('WEB').default('WEB'),
  browser: boundedText(64).default(''),
  os: boundedText(64).default(''),
  tokenId: boundedText(256).default(''),
  deviceId: boundedText(128).default(''),
  country: boundedText(64).default(''),
  captchaCode: boundedText(16).default(''),
  verifyCaptcha: boundedText(16).default(''),
  loginWith: z.enum(loginMethods).default('NJACNO'),
  pwd: z.string().max(256).optional(),
});
export type TAuthenticateRequest = z.input<typeof ZAuthenticateRequest>;

export const ZUccDetail = z.object({
  ucc: z.string(),
  acCode: z.string(),
  name: z.string(),
});

export const ZUserData = z.object({
  loginId: z.string(),
  njAcNo: z.string(),
  name: z.string(),
  isAskPersonalizedLogin: ZYesNo,
  chnagePassWord: ZYesNo,
  isPasswordExpired: ZYesNo,
  ucc_dtl: z.array(ZUccDetail),
  accType: z.enum(accountTypes),
  isFromForgotPassword: ZYesNo,
});
export type TUserData = z.infer<typeof ZUserData>;

export const ZAuthenticateResponse = z.object({
  userData: z.array(ZUserData),
  token: z.string(),
  message: z.string(),
  attemptCount: z.number().int(),
  isCaptchaValidate: z.boolean(),
});
export type TAuthenticateResponse = z.infer<typeof ZAuthenticateResponse>;

export const ZAuthenticateFailure = z.object({
  message: z.string(),
  attemptCount: z.number().int(),
  isCaptchaValidate: z.boolean(),
});
export type TAuthenticateFailure = z.infer<typeof ZAuthenticateFailure>;

/** POST login/v2/authenticate. */
export const authenticateCall = defineCall('login/v2/authenticate', ZAuthenticateRequest, z.union([ZAuthenticateResponse, ZAuthenticateFailure]));
