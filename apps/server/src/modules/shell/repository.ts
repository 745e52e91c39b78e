import { and, asc, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import {
  helpQueries,
  type HelpQueryRow,
  linkedAccountCodes,
  menuItems,
  type NotificationRow,
  notifications,
  type Partner,
  partners,
  searchModules,
} from '../../db/schema.js';

export type { HelpQueryRow, NotificationRow, Partner } from '../../db/schema.js';

export function menuRows(db: Executor) {
  return db.select().from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.menuId));
}

export function linkedCodesOf(db: Executor, accountId: number) {
  return db
    .select()
    .from(linkedAccountCodes)
    .where(eq(linkedAccountCodes.accountId, accountId))
    .orderBy(asc(linkedAccountCodes.position), asc(linkedAccountCodes.id));
}

export function partnerById(db: Executor, id: number): Promise<Partner | undefined> {
  return firstRow(db, partners, eq(partners.id, id));
}

export function activeSearchModules(db: Executor) {
  return db
    .select()
    .from(searchModules)
    .where(eq(searchModules.active, true))
    .orderBy(asc(searchModules.position), asc(searchModules.moduleId));
}

/** The account's latest rows of an inbox-like table, newest first. */
async function latestOf<T extends typeof notifications | typeof helpQueries>(
  db: Executor,
  table: T,
  accountId: number,
  limit: number,
): Promise<T['$inferSelect'][]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.accountId, accountId))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(limit);
  return rows as T['$inferSelect'][];
}

export function notificationsOf(db: Executor, accountId: number, limit: number) {
  return latestOf(db, notifications, accountId, limit);
}

/** Marks the account's notification read (once); undefined when it is not theirs. */
export async function markNotificationRead(
  db: Executor,
  accountId: number,
  id: number,
  now: Date,
): Promise<NotificationRow | undefined> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.id, id),
        eq(notifications.accountId, accountId),
        isNull(notifications.readAt),
      ),
    );
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.accountId, accountId)));
  return rows[0];
}

export async function queriesSince(db: Executor, accountId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(helpQueries)
    .where(and(eq(helpQueries.accountId, accountId), gte(helpQueries.createdAt, since)));
  return row?.n ?? 0;
}

/** The next query id, taken before the insert so the reference number can be built from it. */
export async function nextHelpQueryId(tx: Tx): Promise<number> {
  const result = await tx.execute<{ id: string | number }>(
    sql`select nextval(pg_get_serial_sequence('help_queries', 'id')) as id`,
  );
  const [row] = (result as unknown as { rows: { id: string | number }[] }).rows;
  return Number(row?.id);
}

export async function insertHelpQuery(
  tx: Tx,
  values: typeof helpQueries.$inferInsert,
): Promise<HelpQueryRow> {
  const [row] = await tx.insert(helpQueries).values(values).returning();
  if (!row) throw new Error('help query insert returned nothing');
  return row;
}

export function queriesOf(db: Executor, accountId: number, limit: number) {
  return latestOf(db, helpQueries, accountId, limit);
}
