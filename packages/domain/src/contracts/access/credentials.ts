import { z } from 'zod';
import { loginMethods } from '../../codes/account-types.js';
import { boundedText } from '../common.js';
import { defineCall } from '../call.js';

export const ZChangePasswordRequest = z.object({
  oldPassword: z.string().max(128),
  newPassword: z.string().max(128),
  confirmPassword: z.string().max(128),
});
export const ZChangePasswordResponse = z.null();

export const ZPersonalisedLoginIdRequest = z.object({ loginId: boundedText(64) });
export const ZLoginIdAvailability = z.object({ available: z.boolean(), message: z.string() });

export const recoveryPurposes = ['PASSWORD', 'PIN', 'LOGINID'] as const;
export type RecoveryPurpose = (typeof recoveryPurposes)[number];

/**
 * Starting a recovery: PASSWORD and PIN name the account by its login ID and prove it with the
 * date of birth; LOGINID, where the login ID is what was forgotten, uses PAN and date of birth.
 */
export const ZRecoveryStartRequest = z.object({
  purpose: z.enum(recoveryPurposes),
  loginId: boundedText(64).default(''),
  loginWith: z.enum(loginMethods).default('NJACNO'),
  pan: boundedText(10).toUpperCase().default(''),
  dob: z
    .string()
    .trim()
    .regex(/^\d{2}-\d{2}-\d{4}$/, 'Date of birth should be valid.'),
});
export const ZRecoveryStartResponse = z.object({
  requestId: z.string(),
  mobile: z.string(),
  emailId: z.string(),
  otpSeconds: z.number().int(),
});

export const ZRecoveryVerifyRequest = z.object({
  requestId: boundedText(64).min(1),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter valid OTP.'),
});
export const ZRecoveryVerifyResponse = z.object({
  /** For PIN: the one-time ticket that lets the new PIN be set. Empty otherwise. */
  resetTicket: z.string(),
  message: z.string(),
});

export const ZResetPinRequest = z.object({
  resetTicket: boundedText(128).min(1),
  pin: z.string().regex(/^\d{4}$/, 'PIN should be valid.'),
  confirmPin: z.string().max(8),
});

/** POST login/checkLoginIdAvailability. */
export const checkLoginIdAvailabilityCall = defineCall('login/checkLoginIdAvailability', ZPersonalisedLoginIdRequest, ZLoginIdAvailability);

/** POST login/savePersonalisedLoginId. */
export const savePersonalisedLoginIdCall = defineCall('login/savePersonalisedLoginId', ZPersonalisedLoginIdRequest, z.null());

/** POST login/changePassword. */
export const changePasswordCall = defineCall('login/changePassword', ZChangePasswordRequest, ZChangePasswordResponse);

/** POST login/forgot/start. */
export const forgotStartCall = defineCall('login/forgot/start', ZRecoveryStartRequest, ZRecoveryStartResponse);

/** POST login/forgot/verify. */
export const forgotVerifyCall = defineCall('login/forgot/verify', ZRecoveryVerifyRequest, ZRecoveryVerifyResponse);

/** POST login/forgot/resetPin. */
export const forgotResetPinCall = defineCall('login/forgot/resetPin', ZResetPinRequest, z.null());
