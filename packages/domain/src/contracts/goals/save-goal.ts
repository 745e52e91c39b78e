import { z } from 'zod';
import { goalMessages } from '../../catalogue/goals.js';
import { goalLimits } from '../../rules/goals.js';
import { defineCall } from '../call.js';
import { isIsoDate } from '../../rules/amfi.js';
import { ZGoalCategories, ZGoalId, ZGoalLink, ZGoalName, ZGoalTarget, ZGoalView, ZInflationPct } from './goal-fields.js';

/**
 * Creates a goal, or changes the one `goalId` names: its target in today's money, date, inflation
 * assumption, the fund categories its expected return comes from, and the holdings linked to it.
 */
export const ZSaveGoalRequest = z.object({
  goalId: ZGoalId.optional(),
  goalName: ZGoalName,
  targetAmount: ZGoalTarget,
  targetDate: z.string({ message: goalMessages.targetDate }).trim().refine(isIsoDate, goalMessages.targetDate),
  inflationPct: ZInflationPct,
  categoryIds: ZGoalCategories,
  links: z.array(ZGoalLink).max(goalLimits.maxLinks, goalMessages.tooManyLinks).optional().default([]),
});
export type TSaveGoalRequest = z.input<typeof ZSaveGoalRequest>;
export type TSaveGoalParsed = z.output<typeof ZSaveGoalRequest>;

export const ZSaveGoalResponse = z.object({ goal: ZGoalView, message: z.string() });
export type TSaveGoalResponse = z.infer<typeof ZSaveGoalResponse>;

/** POST ewaportfoliows/api/goals/saveGoal. */
export const saveGoalCall = defineCall('ewaportfoliows/api/goals/saveGoal', ZSaveGoalRequest, ZSaveGoalResponse);
