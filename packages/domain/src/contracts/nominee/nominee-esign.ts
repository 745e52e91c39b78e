import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { signModes } from '../../codes/nominee.js';

export const ZLoadNomiEsignDtlProfileRequest = ZNomineeRequestRef;
export const ZEsignDetl = z.object({
  holder: z.string(),
  holderName: z.string(),
  esignDocDetl: z.object({
    esignDoc: z.string(),
    esignDocStatus: z.string(),
    esignDocSrNo: z.string(),
    esignDocConsent: z.array(
      z.object({ consentId: z.string(), consentLangId: z.string(), consentDesc: z.string() }),
    ),
  }),
});
export const ZLoadNomiEsignDtlProfileResponse = z.object({
  esignDetl: z.array(ZEsignDetl),
  tncLang: z.array(z.object({ LANG_ID: z.string(), LANGUAGE: z.string() })),
  otpSignOrEsign: z.enum(signModes),
});
export type TLoadNomiEsignDtlProfileResponse = z.infer<typeof ZLoadNomiEsignDtlProfileResponse>;

/** submitNomiEsignRequestProfile: start e-sign; the browser goes to the returned address. */
export const ZSubmitNomiEsignRequestProfileRequest = ZNomineeRequestRef.extend({
  tncLang: z.string().trim().min(1, 'Preferred T & C Language cannot be empty.').max(10),
  esignDocSrNo: z.string().max(40),
});
export const ZSubmitNomiEsignRequestProfileResponse = z.object({ redirectUrl: z.string() });

/** receiveNomiEsignResponseProfile: what the e-sign page returned to /nomiesigncapture. */
export const ZReceiveNomiEsignResponseProfileRequest = z.object({
  isMobile: z.enum(['Y', 'N']).default('N'),
  accessFrom: z.string().max(30).default('PROFILE_WEB'),
  txnId: z.string().trim().min(1).max(80),
  status: z.string().max(20),
  signature: z.string().max(200),
});
export const ZReceiveNomiEsignResponseProfileResponse = z.object({
  nomiReqId: z.string(),
  message: z.string(),
  /** Where to go next: the transact page that sent the investor here, or the nominee view. */
  isFromTransact: z.enum(['Y', 'N']),
});
