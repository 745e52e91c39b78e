import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZGoalId } from './goal-fields.js';

/** Deletes a goal; its holdings stay in the portfolio, no longer linked to it. */
export const ZDeleteGoalRequest = z.object({ goalId: ZGoalId });
export type TDeleteGoalRequest = z.input<typeof ZDeleteGoalRequest>;

export const ZDeleteGoalResponse = z.object({ goalId: z.number().int(), message: z.string() });
export type TDeleteGoalResponse = z.infer<typeof ZDeleteGoalResponse>;

/** POST ewaportfoliows/api/goals/deleteGoal. */
export const deleteGoalCall = defineCall('ewaportfoliows/api/goals/deleteGoal', ZDeleteGoalRequest, ZDeleteGoalResponse);
