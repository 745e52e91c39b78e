import { z } from 'zod';
import { defineCall } from '../call.js';
import { ZCategoryReturn } from './goal-fields.js';

/**
 * The fund categories a goal's expected return may come from, each with the median one-year
 * return of its schemes as on the business date, worked out from the AMFI NAV history.
 */
export const ZGetGoalReturnAssumptionsRequest = z.object({});
export type TGetGoalReturnAssumptionsRequest = z.input<typeof ZGetGoalReturnAssumptionsRequest>;

export const ZGetGoalReturnAssumptionsResponse = z.object({
  asOnDate: z.string(),
  /** Per cent a year, two decimals: what a new goal assumes unless the investor changes it. */
  defaultInflationPct: z.string(),
  categories: z.array(ZCategoryReturn),
});
export type TGetGoalReturnAssumptionsResponse = z.infer<typeof ZGetGoalReturnAssumptionsResponse>;

/** POST ewaportfoliows/api/goals/getGoalReturnAssumptions. */
export const getGoalReturnAssumptionsCall = defineCall('ewaportfoliows/api/goals/getGoalReturnAssumptions', ZGetGoalReturnAssumptionsRequest, ZGetGoalReturnAssumptionsResponse);
