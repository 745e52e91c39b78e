import { z } from 'zod';
import { defineCall } from '../../call.js';
import { ddpiFamily, ZDdpiConsent, ZDdpiState, ZDdpiStep } from './common.js';

export const ZLoadPoaDdpiRequest = z.object({ isMobile: z.enum(['Y', 'N']).default('N') });

/**
 * The account's DDPI: ACTIVE when one is in the distributor's favour, IN_PROGRESS with the step a
 * request has reached, NONE, or NO_DEMAT; what a DDPI allows, its consent and its stamp duty.
 */
export const ZLoadPoaDdpiResponse = z.object({
  ddpiStatus: ZDdpiState,
  step: ZDdpiStep,
  ddpiReqId: z.string(),
  holderName: z.string(),
  dematAccNo: z.string(),
  authorities: z.array(z.string()),
  consentList: z.array(ZDdpiConsent),
  /** Paise. */
  stampDutyAmount: z.number().int(),
  /** DD-MM-YYYY, once registered through the desk. */
  registeredOn: z.string(),
  message: z.string(),
});
export type TLoadPoaDdpiResponse = z.infer<typeof ZLoadPoaDdpiResponse>;

/** POST ProcessPoaDdpiService/loadPoaDdpi. */
export const loadPoaDdpiCall = defineCall(`${ddpiFamily}/loadPoaDdpi`, ZLoadPoaDdpiRequest, ZLoadPoaDdpiResponse);
