import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { firstRow, newestRow } from '../../db/rows.js';
import { goalLinks, goals, riskAssessments } from '../../db/schema.js';

export type { GoalLinkRow, GoalRow, RiskAssessmentRow } from '../../db/schema.js';

// Any fixed number: two saves of one investor's goals take turns.
const goalLockKey = 4_242_301;

/** Serialises changes to one investor's goals until the transaction ends. */
export async function lockGoalsOf(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${goalLockKey}, ${accountId})`);
}

/** The investor's goals, nearest target date first. */
export function goalsOf(db: Executor, accountId: number) {
  return db
    .select()
    .from(goals)
    .where(eq(goals.accountId, accountId))
    .orderBy(asc(goals.targetDate), asc(goals.id));
}

export function goalOf(db: Executor, accountId: number, goalId: number) {
  return firstRow(db, goals, eq(goals.accountId, accountId), eq(goals.id, goalId));
}

/** Another goal of the investor by the same name, letter case aside. */
export function goalNamed(db: Executor, accountId: number, name: string, exceptId?: number) {
  return firstRow(
    db,
    goals,
    eq(goals.accountId, accountId),
    sql`lower(${goals.name}) = lower(${name})`,
    exceptId === undefined ? undefined : ne(goals.id, exceptId),
  );
}

export async function countGoals(db: Executor, accountId: number): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(goals)
    .where(eq(goals.accountId, accountId));
  return Number(rows[0]?.count ?? 0);
}

export async function insertGoal(tx: Tx, row: typeof goals.$inferInsert) {
  const [created] = await tx.insert(goals).values(row).returning();
  return created!;
}

export async function updateGoal(
  tx: Tx,
  accountId: number,
  goalId: number,
  set: Partial<typeof goals.$inferInsert>,
) {
  const [updated] = await tx
    .update(goals)
    .set(set)
    .where(and(eq(goals.accountId, accountId), eq(goals.id, goalId)))
    .returning();
  return updated;
}

/** Deletes a goal of the investor, its links with it; false when there was none. */
export async function deleteGoal(tx: Tx, accountId: number, goalId: number): Promise<boolean> {
  const deleted = await tx
    .delete(goals)
    .where(and(eq(goals.accountId, accountId), eq(goals.id, goalId)))
    .returning({ id: goals.id });
  return deleted.length > 0;
}

/** Every holding linked to one of the investor's goals. */
export function linksOf(db: Executor, accountId: number) {
  return db
    .select()
    .from(goalLinks)
    .where(eq(goalLinks.accountId, accountId))
    .orderBy(asc(goalLinks.id));
}

/** Links exactly these holdings to the goal, none other. */
export async function replaceLinks(
  tx: Tx,
  accountId: number,
  goalId: number,
  holdings: readonly { folioNo: string; schemeCode: number }[],
): Promise<void> {
  await tx.delete(goalLinks).where(eq(goalLinks.goalId, goalId));
  if (holdings.length === 0) return;
  await tx.insert(goalLinks).values(holdings.map((h) => ({ ...h, goalId, accountId })));
}

export async function insertAssessment(tx: Tx, row: typeof riskAssessments.$inferInsert) {
  await tx.insert(riskAssessments).values(row);
}

/** The investor's latest questionnaire, if any. */
export function latestAssessment(db: Executor, accountId: number) {
  return newestRow(
    db,
    riskAssessments,
    riskAssessments.id,
    eq(riskAssessments.accountId, accountId),
  );
}
