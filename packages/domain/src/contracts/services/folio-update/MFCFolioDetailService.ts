import { z } from 'zod';
import { folioChangeTypes, folioContactRelationCodes, folioUpdateMessages as m } from '../../../catalogue/folio-update.js';
import { messages } from '../../../messages.js';
import { defineCall } from '../../call.js';

const family = 'MFCFolioDetailService';

const ZFolioNo = z
  .string({ message: m.folioInvalid })
  .trim()
  .min(1, m.folioInvalid)
  .max(40, m.folioInvalid)
  .regex(/^[A-Za-z0-9/-]+$/, m.folioInvalid);
const ZChangeType = z.enum(folioChangeTypes, { message: m.changeTypeInvalid });
const ZReqId = z.coerce.number({ message: m.requestNotFound }).int(m.requestNotFound).positive(m.requestNotFound).max(Number.MAX_SAFE_INTEGER, m.requestNotFound);

/** A folio in the picker: whether a change of its contacts is already with the registrar. */
export const ZFolioOption = z.object({
  folioNo: z.string(),
  amc: z.string(),
  pendingRequest: z.boolean(),
});
export type TFolioOption = z.infer<typeof ZFolioOption>;

export const ZLoadFolioDtlScrnResponse = z.object({
  investorName: z.string(),
  folios: z.array(ZFolioOption),
});
export type TLoadFolioDtlScrnResponse = z.infer<typeof ZLoadFolioDtlScrnResponse>;
/** POST MFCFolioDetailService/loadFolioDtlScrn: the folios whose contacts may be changed online. */
export const loadFolioDtlScrnCall = defineCall(`${family}/loadFolioDtlScrn`, z.object({}), ZLoadFolioDtlScrnResponse);

/** One change as the investor sees it: the old value masked, the new one as asked. */
export const ZFolioChangeRequest = z.object({
  reqId: z.number().int(),
  requestNo: z.string(),
  folioNo: z.string(),
  amc: z.string(),
  changeType: ZChangeType,
  field: z.string(),
  oldValue: z.string(),
  newValue: z.string(),
  relation: z.string(),
  /** DD-MM-YYYY. */
  requestedOn: z.string(),
  status: z.string(),
  statusLabel: z.string(),
});
export type TFolioChangeRequest = z.infer<typeof ZFolioChangeRequest>;

export const ZLoadFolioDetailRequest = z.object({ folioNo: ZFolioNo });
export type TLoadFolioDetailRequest = z.input<typeof ZLoadFolioDetailRequest>;
export const ZLoadFolioDetailResponse = z.object({
  folioNo: z.string(),
  amc: z.string(),
  investorName: z.string(),
  schemes: z.array(z.string()),
  /** The contacts registered with the registrar, masked. */
  mobile: z.string(),
  email: z.string(),
  /** A contact the registrar holds that is not valid is changed only on a physical request. */
  mobileValid: z.boolean(),
  emailValid: z.boolean(),
  mobileMessage: z.string(),
  emailMessage: z.string(),
  pendingRequest: ZFolioChangeRequest.nullable(),
});
export type TLoadFolioDetailResponse = z.infer<typeof ZLoadFolioDetailResponse>;
/** POST MFCFolioDetailService/loadFolioDetail: one folio's registered mobile and e-mail. */
export const loadFolioDetailCall = defineCall(`${family}/loadFolioDetail`, ZLoadFolioDetailRequest, ZLoadFolioDetailResponse);

export const ZCheckForPendingReqRequest = z.object({ folioNo: ZFolioNo });
export const ZCheckForPendingReqResponse = z.object({ folioNo: z.string(), pending: z.literal(false) });
/** POST MFCFolioDetailService/checkForPendingReq: refuses when a change is already pending. */
export const checkForPendingReqCall = defineCall(`${family}/checkForPendingReq`, ZCheckForPendingReqRequest, ZCheckForPendingReqResponse);

export const ZInitChangeRequestRequest = z.object({
  folioNo: ZFolioNo,
  changeType: ZChangeType,
  newValue: z
    .string({ message: messages.emptyField('New value') })
    .trim()
    .max(100, 'New value should be valid.'),
});
export type TInitChangeRequestRequest = z.input<typeof ZInitChangeRequestRequest>;
export const ZInitChangeRequestResponse = z.object({
  reqId: z.number().int(),
  changeType: ZChangeType,
  /** Where the OTP went: the new mobile or e-mail, masked. */
  sentTo: z.string(),
  otpSeconds: z.number().int(),
  otp_regenrate: z.enum(['Y', 'N']),
});
export type TInitChangeRequestResponse = z.infer<typeof ZInitChangeRequestResponse>;
/**
 * POST MFCFolioDetailService/initChangeRequest: starts a change of the folio's mobile or e-mail
 * and sends an OTP to the new one. Asked again for the same change, it sends a fresh OTP.
 */
export const initChangeRequestCall = defineCall(`${family}/initChangeRequest`, ZInitChangeRequestRequest, ZInitChangeRequestResponse);

const ZInvestorConsentRequest = z.object({
  reqId: ZReqId,
  otp: z
    .string({ message: messages.otpInvalid })
    .trim()
    .regex(/^\d{6}$/, messages.otpInvalid),
  relation: z.enum(folioContactRelationCodes, { message: m.relationInvalid }),
  consent: z.literal(true, { message: m.consentUnchecked }),
});
export type TInvestorConsentRequest = z.input<typeof ZInvestorConsentRequest>;
export const ZInvestorConsentResponse = z.object({ request: ZFolioChangeRequest, message: z.string() });
export type TInvestorConsentResponse = z.infer<typeof ZInvestorConsentResponse>;
/** POST MFCFolioDetailService/mobInvestorConsent: the OTP of the new mobile, consent and relation. */
export const mobInvestorConsentCall = defineCall(`${family}/mobInvestorConsent`, ZInvestorConsentRequest, ZInvestorConsentResponse);
/** POST MFCFolioDetailService/emailInvestorConsent: the OTP of the new e-mail, consent and relation. */
export const emailInvestorConsentCall = defineCall(`${family}/emailInvestorConsent`, ZInvestorConsentRequest, ZInvestorConsentResponse);

export const ZLoadMobEmailRelResponse = z.object({
  relations: z.array(z.object({ code: z.string(), label: z.string() })),
});
/** POST MFCFolioDetailService/loadMobEmailRel: whose mobile or e-mail it may be. */
export const loadMobEmailRelCall = defineCall(`${family}/loadMobEmailRel`, z.object({}), ZLoadMobEmailRelResponse);

export const ZViewPastRequestRequest = z.object({ folioNo: ZFolioNo.optional() });
export const ZViewPastRequestResponse = z.object({ requests: z.array(ZFolioChangeRequest) });
export type TViewPastRequestResponse = z.infer<typeof ZViewPastRequestResponse>;
/** POST MFCFolioDetailService/viewPastRequest: every change asked, newest first. */
export const viewPastRequestCall = defineCall(`${family}/viewPastRequest`, ZViewPastRequestRequest, ZViewPastRequestResponse);
