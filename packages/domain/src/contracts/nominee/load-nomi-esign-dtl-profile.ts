import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { signModes } from '../../codes/nominee.js';
import { defineCall } from '../call.js';

export const ZLoadNomiEsignDtlProfileRequest = ZNomineeRequestRef;

export const ZEsignDetl = z.object({
  holder: z.string(),
  holderName: z.string(),
  esignDocDetl: z.object({
    esignDoc: z.string(),
    esignDocStatus: z.string(),
    esignDocSrNo: z.string(),
    esignDocConsent: z.array(z.object({ consentId: z.string(), consentLangId: z.string(), consentDesc: z.string() })),
  }),
});

export const ZLoadNomiEsignDtlProfileResponse = z.object({
  esignDetl: z.array(ZEsignDetl),
  tncLang: z.array(z.object({ LANG_ID: z.string(), LANGUAGE: z.string() })),
  otpSignOrEsign: z.enum(signModes),
});

export type TLoadNomiEsignDtlProfileResponse = z.infer<typeof ZLoadNomiEsignDtlProfileResponse>;

/** submitNomiEsignRequestProfile: start e-sign; the browser goes to the returned address. */

/** POST nominee/loadNomiEsignDtlProfile. */
export const loadNomiEsignDtlProfileCall = defineCall('nominee/loadNomiEsignDtlProfile', ZLoadNomiEsignDtlProfileRequest, ZLoadNomiEsignDtlProfileResponse);
