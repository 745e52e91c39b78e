import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ddpiFamily, ZDdpiRequestRef, ZDdpiStep } from './common.js';

/** The investor's consent to the DDPI document (Y); anything else is refused. */
export const ZSaveSubmitDdpiRequest = ZDdpiRequestRef.extend({
  consent: z.string().trim().max(1).default(''),
});

export const ZSaveSubmitDdpiResponse = z.object({
  ddpiReqId: z.string(),
  step: ZDdpiStep,
  message: z.string(),
});

/** POST ProcessPoaDdpiService/saveSubmitDdpi. */
export const saveSubmitDdpiCall = defineCall(`${ddpiFamily}/saveSubmitDdpi`, ZSaveSubmitDdpiRequest, ZSaveSubmitDdpiResponse);
