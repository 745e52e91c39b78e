import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ddpiFamily, ZDdpiConsent, ZDdpiRequestRef } from './common.js';

export const ZLoadDdpiEsignRequest = ZDdpiRequestRef;

export const ZLoadDdpiEsignResponse = z.object({
  ddpiReqId: z.string(),
  holderName: z.string(),
  esignDoc: z.string(),
  /** INITIAL, PENDING or SIGNED. */
  esignDocStatus: z.string(),
  esignDocSrNo: z.string(),
  esignDocConsent: ZDdpiConsent,
  tncLang: z.array(z.object({ LANG_ID: z.string(), LANGUAGE: z.string() })),
});
export type TLoadDdpiEsignResponse = z.infer<typeof ZLoadDdpiEsignResponse>;

/** POST ProcessPoaDdpiService/loadDdpiEsign. */
export const loadDdpiEsignCall = defineCall(`${ddpiFamily}/loadDdpiEsign`, ZLoadDdpiEsignRequest, ZLoadDdpiEsignResponse);
