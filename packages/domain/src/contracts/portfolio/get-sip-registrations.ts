import { z } from 'zod';
import { ZPortfolioAcCode, ZRegisteredPlan } from './figures.js';
import { defineCall } from '../call.js';

/** POST ewaportfoliows/api/portfolio/getSipRegistrations {acCode}: running SIPs first. */
export const ZGetSipRegistrationsRequest = z.object({ acCode: ZPortfolioAcCode });
export type TGetSipRegistrationsRequest = z.input<typeof ZGetSipRegistrationsRequest>;

export const ZSipRegistration = ZRegisteredPlan.extend({
  sipId: z.number().int(),
  sipDay: z.number().int(),
  /** Installments allotted so far. */
  installmentsDone: z.number().int(),
  mandateNo: z.string(),
  /** YYYY-MM-DD: a registered stop takes effect from this installment; null without one. */
  stopFrom: z.string().nullable(),
});
export type TSipRegistration = z.infer<typeof ZSipRegistration>;

export const ZGetSipRegistrationsResponse = z.array(ZSipRegistration);
export type TGetSipRegistrationsResponse = z.infer<typeof ZGetSipRegistrationsResponse>;

/** POST ewaportfoliows/api/portfolio/getSipRegistrations. */
export const getSipRegistrationsCall = defineCall('ewaportfoliows/api/portfolio/getSipRegistrations', ZGetSipRegistrationsRequest, ZGetSipRegistrationsResponse);
