import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZGoalView } from './goal-fields.js';

/** The investor's goals, nearest target date first, each with its progress at today's NAVs. */
export const ZGetGoalsRequest = z.object({});
export type TGetGoalsRequest = z.input<typeof ZGetGoalsRequest>;

export const ZGetGoalsResponse = z.object({
  asOnDate: z.string(),
  goals: z.array(ZGoalView),
});
export type TGetGoalsResponse = z.infer<typeof ZGetGoalsResponse>;

/** POST ewaportfoliows/api/goals/getGoals. */
export const getGoalsCall = defineCall('ewaportfoliows/api/goals/getGoals', ZGetGoalsRequest, ZGetGoalsResponse);
