import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ZClosureRequestRef, ZClosureSignMode } from './common.js';

export const ZLoadClosureEsignDetailRequest = ZClosureRequestRef;

export const ZLoadClosureEsignDetailResponse = z.object({
  holderName: z.string(),
  otpSignOrEsign: ZClosureSignMode,
  /** The document to sign (a short-lived link) and its serial: the version submitted. */
  esignDoc: z.string(),
  esignDocSrNo: z.string(),
  tncLang: z.array(z.object({ LANG_ID: z.string(), LANGUAGE: z.string() })),
  /** The language chosen on the form. */
  language: z.string(),
  /** Where OTPs go, masked. */
  mobile: z.string(),
  emailId: z.string(),
});

/** POST ClosureProcessService/loadClosureEsignDetail: what the signing page shows. */
export const loadClosureEsignDetailCall = defineCall('ClosureProcessService/loadClosureEsignDetail', ZLoadClosureEsignDetailRequest, ZLoadClosureEsignDetailResponse);

export type TLoadClosureEsignDetailResponse = z.output<typeof ZLoadClosureEsignDetailResponse>;
