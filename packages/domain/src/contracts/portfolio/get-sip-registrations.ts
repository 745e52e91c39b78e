import { z } from 'zod';
import { ZPortfolioAcCode } from './figures.js';
import type { GatewayCall } from '../call.js';

/** POST ewaportfoliows/api/portfolio/getSipRegistrations {acCode}: running SIPs first. */
export const ZGetSipRegistrationsRequest = z.object({ acCode: ZPortfolioAcCode });
export type TGetSipRegistrationsRequest = z.input<typeof ZGetSipRegistrationsRequest>;

export const ZSipRegistration = z.object({
  sipId: z.number().int(),
  acCode: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  folioNo: z.string(),
  amountPaise: z.number().int(),
  frequencyId: z.string(),
  sipDay: z.number().int(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  installments: z.number().int(),
  /** Installments allotted so far. */
  installmentsDone: z.number().int(),
  mandateNo: z.string(),
  status: z.enum(['ACTIVE', 'STOPPED']),
  nextInstallmentDate: z.string().nullable(),
});
export type TSipRegistration = z.infer<typeof ZSipRegistration>;

export const ZGetSipRegistrationsResponse = z.array(ZSipRegistration);
export type TGetSipRegistrationsResponse = z.infer<typeof ZGetSipRegistrationsResponse>;

/** POST ewaportfoliows/api/portfolio/getSipRegistrations. */
export const getSipRegistrationsCall = {
  path: 'ewaportfoliows/api/portfolio/getSipRegistrations',
  request: ZGetSipRegistrationsRequest,
  response: ZGetSipRegistrationsResponse,
} as const satisfies GatewayCall;
