import { z } from 'zod';
import { boundedText, ZPlan, ZSchemeOption } from '../common.js';
import { ZSchCode } from '../mutual-funds/purchase-fields.js';
import { defineCall } from '../call.js';

/** The schemes an STP from `fromSchCode` may go to: open schemes of the same AMC, by name (keyword filters). */
export const ZGetStpTargetSchemesRequest = z.object({
  fromSchCode: ZSchCode,
  keyword: boundedText(60).default(''),
  /** Only schemes of this plan and option; the picker starts on the holding's own. */
  plan: ZPlan.optional(),
  option: ZSchemeOption.optional(),
});
export type TGetStpTargetSchemesRequest = z.input<typeof ZGetStpTargetSchemesRequest>;

export const ZStpTargetScheme = z.object({
  schCode: z.number().int(),
  schemeName: z.string(),
  plan: ZPlan,
  option: ZSchemeOption,
});
export type TStpTargetScheme = z.infer<typeof ZStpTargetScheme>;

export const ZGetStpTargetSchemesResponse = z.object({
  amc: z.string(),
  /** At most planLimits.maxTargetSchemes, by name. */
  schemes: z.array(ZStpTargetScheme),
});
export type TGetStpTargetSchemesResponse = z.infer<typeof ZGetStpTargetSchemesResponse>;

/** POST ewamftrxnsws/api/systematicplan/getStpTargetSchemes. */
export const getStpTargetSchemesCall = defineCall('ewamftrxnsws/api/systematicplan/getStpTargetSchemes', ZGetStpTargetSchemesRequest, ZGetStpTargetSchemesResponse);
