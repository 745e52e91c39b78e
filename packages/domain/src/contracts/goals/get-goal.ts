import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZGoalId, ZGoalView } from './goal-fields.js';

/** One goal of the investor with its plan as on today. */
export const ZGetGoalRequest = z.object({ goalId: ZGoalId });
export type TGetGoalRequest = z.input<typeof ZGetGoalRequest>;

export const ZGetGoalResponse = z.object({ goal: ZGoalView });
export type TGetGoalResponse = z.infer<typeof ZGetGoalResponse>;

/** POST ewaportfoliows/api/goals/getGoal. */
export const getGoalCall = defineCall('ewaportfoliows/api/goals/getGoal', ZGetGoalRequest, ZGetGoalResponse);
