import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZGoalHolding } from './goal-fields.js';

/** The investor's holdings at today's NAVs, each with the goal it is linked to, if any. */
export const ZGetGoalHoldingsRequest = z.object({});
export type TGetGoalHoldingsRequest = z.input<typeof ZGetGoalHoldingsRequest>;

export const ZGoalHoldingChoice = ZGoalHolding.extend({
  linkedGoalId: z.number().int().nullable(),
  linkedGoalName: z.string().nullable(),
});
export type TGoalHoldingChoice = z.infer<typeof ZGoalHoldingChoice>;

export const ZGetGoalHoldingsResponse = z.object({
  asOnDate: z.string(),
  holdings: z.array(ZGoalHoldingChoice),
});
export type TGetGoalHoldingsResponse = z.infer<typeof ZGetGoalHoldingsResponse>;

/** POST ewaportfoliows/api/goals/getGoalHoldings. */
export const getGoalHoldingsCall = defineCall('ewaportfoliows/api/goals/getGoalHoldings', ZGetGoalHoldingsRequest, ZGetGoalHoldingsResponse);
