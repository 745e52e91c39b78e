import { z } from 'zod';
import { mandateMessages } from '../../catalogue/mandates.js';
import { messages } from '../../messages.js';
import { partnerMandateModes } from '../../rules/mandate-limits.js';
import { defineCall } from '../call.js';
import { ZIsoDate, ZRupees } from '../mutual-funds/purchase-fields.js';
import { ZMandate } from './mandate-fields.js';

/** The d of a mandate authorisation link: sealed text, never long. */
const ZLinkData = z.string({ message: mandateMessages.linkInvalid }).trim().min(1, mandateMessages.linkInvalid).max(600, mandateMessages.linkInvalid);

/** What a partner asks for: a mandate on one of the client's registered banks. */
export const ZPartnerMandatePlacement = z.object({
  njAcNo: z.string().trim().min(1).max(20),
  /** The registered bank by its id, or by its account number. */
  bankId: z.coerce.number({ message: mandateMessages.bankInvalid }).int().positive().optional(),
  bankAccNo: z.string().trim().max(20).optional(),
  upperLimit: ZRupees,
  startDate: ZIsoDate,
  endDate: ZIsoDate,
  mode: z.enum(partnerMandateModes),
  notes: z.string().trim().max(500).default(''),
});
export type TPartnerMandatePlacement = z.input<typeof ZPartnerMandatePlacement>;

export const ZMandateAuthDetailsRequest = z.object({ d: ZLinkData });
export const ZMandateAuthDetailsResponse = z.object({
  mandate: ZMandate,
  investorName: z.string(),
  /** Masked: where the OTP goes. */
  mobile: z.string(),
  /** When the link lapses, ISO instant. */
  expiresOn: z.string(),
});
export type TMandateAuthDetailsResponse = z.infer<typeof ZMandateAuthDetailsResponse>;

/** POST mandates/mandateAuthDetails: the mandate a partner asked for, by its link (no login). */
export const mandateAuthDetailsCall = defineCall('mandates/mandateAuthDetails', ZMandateAuthDetailsRequest, ZMandateAuthDetailsResponse);

export const ZSendMandateAuthOtpRequest = z.object({
  d: ZLinkData,
  /** S: the first send, R: a resend. */
  btnSendResend: z.enum(['S', 'R']).default('S'),
});
export const ZSendMandateAuthOtpResponse = z.object({
  otpGenRefId: z.string(),
  mobile: z.string(),
  emailId: z.string(),
  otp_regenrate: z.enum(['Y', 'N']),
});
export type TSendMandateAuthOtpResponse = z.infer<typeof ZSendMandateAuthOtpResponse>;

/** POST mandates/sendMandateAuthOtp: an OTP to the investor's registered mobile and e-mail. */
export const sendMandateAuthOtpCall = defineCall('mandates/sendMandateAuthOtp', ZSendMandateAuthOtpRequest, ZSendMandateAuthOtpResponse);

export const ZCallMandateAuthRequest = z.object({
  d: ZLinkData,
  otpGenRefId: z.string({ message: messages.otpNoActive }).trim().min(1, messages.otpNoActive).max(64),
  otp: z
    .string({ message: messages.otpInvalid })
    .trim()
    .regex(/^\d{4,8}$/, messages.otpInvalid),
});
export const ZCallMandateAuthResponse = z.object({
  mandateId: z.number().int(),
  njEMandateNo: z.string(),
  mode: z.enum(partnerMandateModes),
  /** The bank's mandate page (NET, DEBIT) or the e-sign service (ESIGN). */
  redirectUrl: z.string(),
});
export type TCallMandateAuthResponse = z.infer<typeof ZCallMandateAuthResponse>;

/**
 * POST mandates/callMandateAuth: authorises the mandate with the OTP; the link is spent and the
 * investor goes on to the bank, or first to the e-sign service for an ESIGN mandate.
 */
export const callMandateAuthCall = defineCall('mandates/callMandateAuth', ZCallMandateAuthRequest, ZCallMandateAuthResponse);

export const ZProcessEsignMandateRequest = z.object({
  txnId: z.string().trim().min(1, mandateMessages.esignFailed).max(64),
  status: z.string().trim().max(20),
  signature: z.string().trim().min(1, mandateMessages.esignFailed).max(200),
});
export const ZProcessEsignMandateResponse = z.object({
  mandateId: z.number().int(),
  njEMandateNo: z.string(),
  /** The bank's page where the investor authenticates the mandate. */
  redirectUrl: z.string(),
  message: z.string(),
});
export type TProcessEsignMandateResponse = z.infer<typeof ZProcessEsignMandateResponse>;

/** POST mandates/processEsignMandateResponse: the e-sign service's return for an ESIGN mandate. */
export const processEsignMandateCall = defineCall('mandates/processEsignMandateResponse', ZProcessEsignMandateRequest, ZProcessEsignMandateResponse);
