import { z } from 'zod';
import { goalMessages } from '../../catalogue/goals.js';
import { goalLimits, goalStatuses } from '../../rules/goals.js';
import { rupeesToPaise } from '../../rules/money.js';
import { percentToBasisPoints } from '../../rules/returns.js';
import { fundCategoryIds, riskLevels } from '../../rules/scheme-attributes.js';
import { boundedText } from '../common.js';
import { ZFolioNo, ZSchCode } from '../mutual-funds/purchase-fields.js';

/** A goal's id as the list gives it: a positive integer, as a number or digits. */
export const ZGoalId = z
  .union([
    z.number({ message: goalMessages.goalId }),
    z
      .string({ message: goalMessages.goalId })
      .trim()
      .regex(/^\d{1,9}$/, goalMessages.goalId)
      .transform(Number),
  ])
  .pipe(z.number().int(goalMessages.goalId).positive(goalMessages.goalId).max(2_000_000_000, goalMessages.goalId));

export const ZGoalName = boundedText(goalLimits.nameMax)
  .min(1, goalMessages.goalNameEmpty)
  .regex(/^[\p{L}\p{N} .,'&()/-]+$/u, goalMessages.goalName);

/** Rupees in today's money, as a number or text; read as integer paise within the goal limits. */
export const ZGoalTarget = z
  .union([z.number({ message: goalMessages.targetAmount }), z.string({ message: goalMessages.targetAmount }).trim().max(20, goalMessages.targetAmount)])
  .transform((value, ctx) => {
    const paise = rupeesToPaise(String(value));
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: goalMessages.targetAmount });
      return z.NEVER;
    }
    if (paise < goalLimits.minTargetPaise || paise > goalLimits.maxTargetPaise) {
      ctx.addIssue({ code: 'custom', message: goalMessages.targetAmountRange });
      return z.NEVER;
    }
    return paise;
  });

/** The inflation assumption in per cent ('6', '6.5', 6.25), read as basis points. */
export const ZInflationPct = z.union([z.number({ message: goalMessages.inflation }), z.string({ message: goalMessages.inflation }).trim().max(8, goalMessages.inflation)]).transform((value, ctx) => {
  const bp = percentToBasisPoints(String(value));
  if (bp === null || bp < 0 || bp > goalLimits.maxInflationBp) {
    ctx.addIssue({ code: 'custom', message: goalMessages.inflation });
    return z.NEVER;
  }
  return bp;
});

export const ZFundCategoryId = z.enum(fundCategoryIds, { message: goalMessages.category });

export const ZGoalCategories = z
  .array(ZFundCategoryId, { message: goalMessages.categories })
  .min(1, goalMessages.categories)
  .max(goalLimits.maxCategories, goalMessages.categoriesTooMany)
  .transform((ids) => [...new Set(ids)]);

/** A holding linked to a goal: a scheme held in a folio. */
export const ZGoalLink = z.object({ folioNo: ZFolioNo.min(1, goalMessages.holdingNotFound), schemeCode: ZSchCode });
export type TGoalLink = z.input<typeof ZGoalLink>;

/** A fund category with the median one-year return of its schemes, from their NAV history. */
export const ZCategoryReturn = z.object({
  categoryId: ZFundCategoryId,
  label: z.string(),
  /** The riskometer of the category's riskiest scheme. */
  riskLevel: z.enum(riskLevels),
  /** Per cent, two decimals; null when no scheme of the category has a year of NAVs. */
  medianReturn1y: z.string().nullable(),
  /** How many schemes (growth option) the median is taken over. */
  schemeCount: z.number().int(),
});
export type TCategoryReturn = z.infer<typeof ZCategoryReturn>;

/** A holding at today's NAV, as a goal links it. */
export const ZGoalHolding = z.object({
  folioNo: z.string(),
  schemeCode: z.number().int(),
  schemeName: z.string(),
  amc: z.string(),
  /** Units held, 3 decimals; '0.000' once the holding has been sold. */
  units: z.string(),
  nav: z.string().nullable(),
  navDate: z.string().nullable(),
  valuePaise: z.number().int(),
});
export type TGoalHolding = z.infer<typeof ZGoalHolding>;

/** A goal with its plan as on today: future amount, expected return, progress and the SIP needed. */
export const ZGoalView = z.object({
  goalId: z.number().int(),
  goalName: z.string(),
  /** YYYY-MM-DD. */
  targetDate: z.string(),
  targetTodayPaise: z.number().int(),
  /** Per cent a year, two decimals. */
  inflationPct: z.string(),
  categories: z.array(ZCategoryReturn),
  /** The business date the plan is reckoned on, YYYY-MM-DD. */
  asOnDate: z.string(),
  monthsLeft: z.number().int(),
  futurePaise: z.number().int(),
  /** The mean of the chosen categories' medians, per cent; null when none is known. */
  expectedReturnPct: z.string().nullable(),
  linked: z.array(ZGoalHolding),
  linkedValuePaise: z.number().int(),
  /** Linked value over the future amount, per cent with two decimals. */
  progressPct: z.string(),
  projectedPaise: z.number().int(),
  shortfallPaise: z.number().int(),
  /** The monthly SIP that closes the shortfall; null once the target date is reached. */
  monthlySipPaise: z.number().int().nullable(),
  status: z.enum(goalStatuses),
  updatedAt: z.string(),
});
export type TGoalView = z.infer<typeof ZGoalView>;
