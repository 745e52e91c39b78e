import { z } from 'zod';
import { ZPortfolioAcCode } from './figures.js';
import type { GatewayCall } from '../call.js';

/** POST ewaportfoliows/api/portfolio/getSwpRegistrations {acCode}: running SWPs first. */
export const ZGetSwpRegistrationsRequest = z.object({ acCode: ZPortfolioAcCode });
export type TGetSwpRegistrationsRequest = z.input<typeof ZGetSwpRegistrationsRequest>;

export const ZSwpRegistration = z.object({
  swpId: z.number().int(),
  acCode: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  folioNo: z.string(),
  amountPaise: z.number().int(),
  frequencyId: z.string(),
  installmentDay: z.number().int(),
  /** YYYY-MM-DD. */
  startDate: z.string(),
  endDate: z.string(),
  installments: z.number().int(),
  status: z.enum(['ACTIVE', 'STOPPED']),
  nextInstallmentDate: z.string().nullable(),
});
export type TSwpRegistration = z.infer<typeof ZSwpRegistration>;

export const ZGetSwpRegistrationsResponse = z.array(ZSwpRegistration);
export type TGetSwpRegistrationsResponse = z.infer<typeof ZGetSwpRegistrationsResponse>;

/** POST ewaportfoliows/api/portfolio/getSwpRegistrations. */
export const getSwpRegistrationsCall = {
  path: 'ewaportfoliows/api/portfolio/getSwpRegistrations',
  request: ZGetSwpRegistrationsRequest,
  response: ZGetSwpRegistrationsResponse,
} as const satisfies GatewayCall;
