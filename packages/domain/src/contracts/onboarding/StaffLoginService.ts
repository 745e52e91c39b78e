import { z } from 'zod';
import { defineCall } from '../call.js';
import { onboardingMessages } from '../../catalogue/onboarding.js';
import { boundedText } from '../common.js';

export const ZStaff = z.object({
  employeeCode: z.string(),
  name: z.string(),
  /** May unblock staff logins (StaffLoginService/unblockStaff). */
  administrator: z.boolean(),
});
export type TStaff = z.output<typeof ZStaff>;

/** StaffLoginService/authenticate: staff log in with the employee code and password; a bearer token answers. */
export const ZStaffAuthenticateRequest = z.object({
  employeeCode: boundedText(20)
    .min(1, onboardingMessages.cannotBeEmpty('Employee Code'))
    .transform((code) => code.toUpperCase()),
  password: z.string().min(1, onboardingMessages.cannotBeEmpty('Password')).max(128),
  /** Asked from the second wrong password (the image: captcha/image with loginId `staff:<code>`). */
  captchaCode: boundedText(16).default(''),
});
export const ZStaffAuthenticateResponse = z.object({
  token: z.string(),
  staff: ZStaff.nullable(),
  attemptCount: z.number().int(),
  isCaptchaValidate: z.boolean(),
});
export const staffAuthenticateCall = defineCall('StaffLoginService/authenticate', ZStaffAuthenticateRequest, ZStaffAuthenticateResponse);

/** StaffLoginService/loadStaff: who the staff session belongs to. */
export const loadStaffCall = defineCall('StaffLoginService/loadStaff', z.object({}), ZStaff);

/** StaffLoginService/logout: ends the staff session at once. */
export const staffLogoutCall = defineCall('StaffLoginService/logout', z.object({}), z.object({ loggedOut: z.literal(true) }));

/** StaffLoginService/unblockStaff: an administrator lifts a staff login's block by wrong passwords. */
export const ZUnblockStaffRequest = z.object({
  employeeCode: boundedText(20)
    .min(1, onboardingMessages.cannotBeEmpty('Employee Code'))
    .transform((code) => code.toUpperCase()),
});
export const ZUnblockStaffResponse = z.object({ employeeCode: z.string(), wasBlocked: z.boolean() });
export const unblockStaffCall = defineCall('StaffLoginService/unblockStaff', ZUnblockStaffRequest, ZUnblockStaffResponse);
