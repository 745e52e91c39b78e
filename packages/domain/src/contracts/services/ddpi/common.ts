import { z } from 'zod';
import { ddpiMessages } from '../../../catalogue/ddpi.js';
import { ddpiStates, ddpiSteps } from '../../../codes/ddpi.js';

/** The family of the DDPI calls under the gateway (spec 2 section 7). */
export const ddpiFamily = 'ProcessPoaDdpiService';

/** A DDPI request number as the calls carry it. */
export const ZDdpiReqId = z
  .string({ message: ddpiMessages.requestNotFound })
  .trim()
  .regex(/^\d{1,12}$/, ddpiMessages.requestNotFound);

export const ZDdpiRequestRef = z.object({ ddpiReqId: ZDdpiReqId });

export const ZDdpiState = z.enum(ddpiStates);
export const ZDdpiStep = z.enum(ddpiSteps);

export const ZDdpiConsent = z.object({ consentId: z.string(), consentDesc: z.string() });
export type TDdpiConsent = z.infer<typeof ZDdpiConsent>;
