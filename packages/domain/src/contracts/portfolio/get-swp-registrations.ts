import { z } from 'zod';
import { ZPortfolioAcCode, ZRegisteredPlan } from './figures.js';
import { defineCall } from '../call.js';

/** POST ewaportfoliows/api/portfolio/getSwpRegistrations {acCode}: running SWPs first. */
export const ZGetSwpRegistrationsRequest = z.object({ acCode: ZPortfolioAcCode });
export type TGetSwpRegistrationsRequest = z.input<typeof ZGetSwpRegistrationsRequest>;

export const ZSwpRegistration = ZRegisteredPlan.extend({
  swpId: z.number().int(),
  installmentDay: z.number().int(),
});
export type TSwpRegistration = z.infer<typeof ZSwpRegistration>;

export const ZGetSwpRegistrationsResponse = z.array(ZSwpRegistration);
export type TGetSwpRegistrationsResponse = z.infer<typeof ZGetSwpRegistrationsResponse>;

/** POST ewaportfoliows/api/portfolio/getSwpRegistrations. */
export const getSwpRegistrationsCall = defineCall('ewaportfoliows/api/portfolio/getSwpRegistrations', ZGetSwpRegistrationsRequest, ZGetSwpRegistrationsResponse);
