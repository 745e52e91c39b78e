import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { attemptCounters } from '../../db/schema.js';

export interface Counter {
  failures: number;
  windowStartedAt: Date;
}

export async function findCounter(
  db: Executor,
  checkName: string,
  subject: string,
): Promise<Counter | undefined> {
  const rows = await db
    .select({
      failures: attemptCounters.failures,
      windowStartedAt: attemptCounters.windowStartedAt,
    })
    .from(attemptCounters)
    .where(and(eq(attemptCounters.checkName, checkName), eq(attemptCounters.subject, subject)))
    .limit(1);
  return rows[0];
}

/**
 * One more failure, in one statement so that concurrent wrong answers cannot skip a count. A window
 * that started at or before `lapsedBefore` is over: the count starts again at one.
 */
export async function addFailure(
  db: Executor,
  checkName: string,
  subject: string,
  now: Date,
  lapsedBefore: Date,
): Promise<number> {
  const lapsed = sql`${attemptCounters.windowStartedAt} <= ${lapsedBefore.toISOString()}::timestamptz`;
  const rows = await db
    .insert(attemptCounters)
    .values({ checkName, subject, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: [attemptCounters.checkName, attemptCounters.subject],
      set: {
        failures: sql`case when ${lapsed} then 1 else ${attemptCounters.failures} + 1 end`,
        windowStartedAt: sql`case when ${lapsed} then ${now.toISOString()}::timestamptz else ${attemptCounters.windowStartedAt} end`,
      },
    })
    .returning({ failures: attemptCounters.failures });
  return rows[0]?.failures ?? 1;
}

export async function clearCounter(
  db: Executor,
  checkName: string,
  subject: string,
): Promise<void> {
  await db
    .delete(attemptCounters)
    .where(and(eq(attemptCounters.checkName, checkName), eq(attemptCounters.subject, subject)));
}

export async function restartWindow(
  db: Executor,
  checkName: string,
  subject: string,
  now: Date,
): Promise<void> {
  await db
    .update(attemptCounters)
    .set({ windowStartedAt: now })
    .where(and(eq(attemptCounters.checkName, checkName), eq(attemptCounters.subject, subject)));
}
