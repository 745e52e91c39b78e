import { z } from 'zod';
import { ZNomineeRequestRef } from './common.js';
import { defineCall } from '../call.js';

export const ZSubmitNomiEsignRequestProfileRequest = ZNomineeRequestRef.extend({
  tncLang: z.string().trim().min(1, 'Preferred T & C Language cannot be empty.').max(10),
  esignDocSrNo: z.string().max(40),
});

export const ZSubmitNomiEsignRequestProfileResponse = z.object({ redirectUrl: z.string() });

/** receiveNomiEsignResponseProfile: what the e-sign page returned to /nomiesigncapture. */

/** POST nominee/submitNomiEsignRequestProfile. */
export const submitNomiEsignRequestProfileCall = defineCall('nominee/submitNomiEsignRequestProfile', ZSubmitNomiEsignRequestProfileRequest, ZSubmitNomiEsignRequestProfileResponse);
