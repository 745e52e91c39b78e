import { z } from 'zod';
import { registrationChannels } from '../../codes/onboarding-entry.js';
import { defineCall } from '../call.js';
import { boundedText, ZYesNo } from '../common.js';
import { ZEntryOrigin, ZHolderRole, ZRegistrationAccountType, ZScreenId } from './common.js';

export const ZRegistrationChannel = z.enum(registrationChannels);

/** LoginService/fetchHelpNo: the help line number shown on the registration pages. */
export const fetchHelpNoCall = defineCall('LoginService/fetchHelpNo', z.object({}), z.object({ helpNo: z.string() }));

const ZLoginTarget = z.object({
  loginType: ZRegistrationChannel,
  /** A 10-digit mobile number, or an e-mail ID. */
  loginValue: boundedText(100).min(1, 'Mobile / Email cannot be empty.'),
  /** A partner link's reference (the dclogin routes). */
  linkRefNo: boundedText(40).default(''),
});

/** LoginService/generateOtp: an OTP to the mobile or e-mail the applicant logs in with. */
export const ZGenerateRegOtpRequest = ZLoginTarget;
export const ZGenerateRegOtpResponse = z.object({
  sentTo: z.string(),
  otpSeconds: z.number().int(),
  otp_regenrate: ZYesNo,
  message: z.string(),
});
export const generateRegOtpCall = defineCall('LoginService/generateOtp', ZGenerateRegOtpRequest, ZGenerateRegOtpResponse);

/** LoginService/verifyOtp: checks the OTP and opens a registration session. */
export const ZVerifyRegOtpRequest = ZLoginTarget.extend({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Please enter valid OTP.'),
  /** The entry origin the entry route decided; a partner link forces PARTNER LINK. */
  origin: ZEntryOrigin.default('CLIENT'),
  accountType: ZRegistrationAccountType.default('EW'),
});
export const ZVerifyRegOtpResponse = z.object({
  sessionRefToken: z.string(),
  expiresAt: z.string(),
  loginType: ZRegistrationChannel,
  loginValue: z.string(),
  origin: ZEntryOrigin,
  accountType: ZRegistrationAccountType,
  /** The partner a partner link named, for the centre and partner step. */
  partnerCode: z.string(),
});
export const verifyRegOtpCall = defineCall('LoginService/verifyOtp', ZVerifyRegOtpRequest, ZVerifyRegOtpResponse);

export const ZRegApplicationSummary = z.object({
  refNo: z.string(),
  accountType: ZRegistrationAccountType,
  formType: z.string(),
  origin: ZEntryOrigin,
  holders: z.array(z.object({ role: ZHolderRole, name: z.string(), pan: z.string() })),
  screenId: ZScreenId,
  stepName: z.string(),
  status: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TRegApplicationSummary = z.infer<typeof ZRegApplicationSummary>;

/** LoginService/searchLogin: this login's applications, newest first. */
export const searchLoginCall = defineCall('LoginService/searchLogin', z.object({}), z.object({ applications: z.array(ZRegApplicationSummary) }));

/** LoginService/fetchClientAccounts: wealth accounts already held with this mobile or e-mail. */
export const fetchClientAccountsCall = defineCall(
  'LoginService/fetchClientAccounts',
  z.object({}),
  z.object({
    accounts: z.array(z.object({ njAcNo: z.string(), name: z.string(), accType: z.string() })),
  }),
);
