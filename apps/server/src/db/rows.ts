import { and, desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.js';

type Condition = SQL | undefined;

/** The first row of `table` meeting every condition, or undefined when none does. */
export function firstRow<T extends PgTable>(
  db: Executor,
  table: T,
  ...conditions: Condition[]
): Promise<T['$inferSelect'] | undefined> {
  return oneRow(db, table, [], conditions);
}

/** The row meeting every condition with the highest `newest` (an id or a date), or undefined. */
export function newestRow<T extends PgTable>(
  db: Executor,
  table: T,
  newest: PgColumn,
  ...conditions: Condition[]
): Promise<T['$inferSelect'] | undefined> {
  return oneRow(db, table, [desc(newest)], conditions);
}

/**
 * As firstRow, the row locked until the transaction ends (SELECT … FOR UPDATE): what a change
 * reads before it writes, so that two changes at once cannot both act on what they read.
 */
export function lockedRow<T extends PgTable>(
  db: Executor,
  table: T,
  ...conditions: Condition[]
): Promise<T['$inferSelect'] | undefined> {
  return oneRow(db, table, [], conditions, true);
}

/** firstRow, or lockedRow when `lock` is set. */
export function rowOf(lock: boolean): typeof firstRow {
  return lock ? lockedRow : firstRow;
}

async function oneRow<T extends PgTable>(
  db: Executor,
  table: T,
  order: SQL[],
  conditions: Condition[],
  lock = false,
): Promise<T['$inferSelect'] | undefined> {
  const query = db
    .select()
    .from(table as PgTable)
    .where(and(...conditions))
    .orderBy(...order)
    .limit(1);
  const rows = lock ? await query.for('update') : await query;
  return rows[0] as T['$inferSelect'] | undefined;
}

/** Whether any row of `table` meets every condition. */
export async function hasRow(
  db: Executor,
  table: PgTable,
  ...conditions: Condition[]
): Promise<boolean> {
  const rows = await db
    .select({ found: sql`1` })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/** Inserts the row; undefined when `unique` (or any unique key) already holds its value. */
export async function insertOnce<T extends PgTable>(
  db: Executor,
  table: T,
  row: T['$inferInsert'],
  unique?: PgColumn,
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .insert(table)
    .values(row)
    .onConflictDoNothing(unique ? { target: unique } : {})
    .returning();
  return (rows as T['$inferSelect'][])[0];
}
