import { z } from 'zod';
import { closureMessages as m } from '../../../catalogue/closure.js';
import { defineCall } from '../../call.js';
import { ZClosureRequestRef } from './common.js';

export const ZProcessClosureEsignRequestRequest = ZClosureRequestRef.extend({
  tncLang: z.string().trim().min(1, m.esignLanguage).max(10),
  esignDocSrNo: z.string().trim().max(40),
});
export const ZProcessClosureEsignRequestResponse = z.object({ redirectUrl: z.string() });

/** POST ClosureProcessService/processClosureEsignRequest: starts the Aadhaar e-sign. */
export const processClosureEsignRequestCall = defineCall('ClosureProcessService/processClosureEsignRequest', ZProcessClosureEsignRequestRequest, ZProcessClosureEsignRequestResponse);
