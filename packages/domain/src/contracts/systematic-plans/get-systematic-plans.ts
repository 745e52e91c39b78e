import { z } from 'zod';
import { ZSystematicPlan } from './plan-fields.js';
import { ZYesNo } from '../common.js';
import { defineCall } from '../call.js';
import { ZPortfolioAcCode } from '../portfolio/figures.js';

/** The account's SIPs, SWPs and STPs, running ones first; acCode ALL (the default) for every one. */
export const ZGetSystematicPlansRequest = z.object({
  acCode: ZPortfolioAcCode.default('ALL'),
  planType: z.enum(['SIP', 'SWP', 'STP', 'ALL']).default('ALL'),
});
export type TGetSystematicPlansRequest = z.input<typeof ZGetSystematicPlansRequest>;

export const ZGetSystematicPlansResponse = z.object({
  /** YYYY-MM-DD: the business date the statuses are reckoned on. */
  asOnDate: z.string(),
  /** Y for an E-Wealth MF account: stops and revocations go through the OTP (2FA) page. */
  twoFactor: ZYesNo,
  plans: z.array(ZSystematicPlan),
});
export type TGetSystematicPlansResponse = z.infer<typeof ZGetSystematicPlansResponse>;

/** POST ewamftrxnsws/api/systematicplan/getSystematicPlans. */
export const getSystematicPlansCall = defineCall('ewamftrxnsws/api/systematicplan/getSystematicPlans', ZGetSystematicPlansRequest, ZGetSystematicPlansResponse);
