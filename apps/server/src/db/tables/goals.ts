import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './access.js';
import { bigId, ownedBy, paise, serialId, stamp, timestamps } from './columns.js';
import { folios } from './portfolio.js';

/** An investor's goal: a target in today's money by a date, and what its expected return rests on. */
export const goals = pgTable(
  'goals',
  {
    id: serialId(),
    accountId: ownedBy(accounts),
    name: text('name').notNull(),
    targetPaise: paise('target_paise').notNull(),
    targetDate: date('target_date').notNull(),
    /** The inflation assumed, basis points a year. */
    inflationBp: integer('inflation_bp').notNull(),
    /** The fund categories whose median one-year return the plan expects. */
    categoryIds: text('category_ids').array().notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('goals_account_name_key').on(t.accountId, sql`lower(${t.name})`),
    index('goals_account_idx').on(t.accountId, t.targetDate),
  ],
);

/** A holding (a scheme in a folio) counted towards a goal; a holding serves one goal at most. */
export const goalLinks = pgTable(
  'goal_links',
  {
    id: serialId(),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    accountId: ownedBy(accounts),
    folioNo: text('folio_no')
      .notNull()
      .references(() => folios.folioNo),
    schemeCode: integer('scheme_code').notNull(),
  },
  (t) => [
    uniqueIndex('goal_links_holding_key').on(t.accountId, t.folioNo, t.schemeCode),
    index('goal_links_goal_idx').on(t.goalId),
  ],
);

/** Each time the investor takes the risk-profile questionnaire: the answers and what they scored. */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    id: bigId(),
    accountId: ownedBy(accounts),
    /** Question id to the option chosen. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull(),
    score: integer('score').notNull(),
    riskProfileId: text('risk_profile_id').notNull(),
    /** Money needed within three years held the profile below its score's band. */
    capped: boolean('capped').notNull(),
    assessedOn: date('assessed_on').notNull(),
    assessedAt: stamp('assessed_at').notNull().defaultNow(),
  },
  (t) => [index('risk_assessments_account_idx').on(t.accountId, t.id)],
);

export type GoalRow = typeof goals.$inferSelect;
export type GoalLinkRow = typeof goalLinks.$inferSelect;
export type RiskAssessmentRow = typeof riskAssessments.$inferSelect;
