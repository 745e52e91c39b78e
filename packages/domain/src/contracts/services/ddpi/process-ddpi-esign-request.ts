import { z } from 'zod';
import { boundedText } from '../../common.js';
import { defineCall } from '../../call.js';
import { ddpiFamily, ZDdpiRequestRef } from './common.js';

export const ZProcessDdpiEsignRequestRequest = ZDdpiRequestRef.extend({
  tncLang: boundedText(10).default(''),
  esignDocSrNo: boundedText(40).default(''),
});

/** The browser goes to redirectUrl, the e-sign service, which returns to /ddpiesigncapture. */
export const ZProcessDdpiEsignRequestResponse = z.object({ redirectUrl: z.string() });

/** POST ProcessPoaDdpiService/processDdpiEsignRequest. */
export const processDdpiEsignRequestCall = defineCall(`${ddpiFamily}/processDdpiEsignRequest`, ZProcessDdpiEsignRequestRequest, ZProcessDdpiEsignRequestResponse);
