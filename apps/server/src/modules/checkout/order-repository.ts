import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { enqueueJob } from '../../lib/jobs/index.js';
import {
  investorRiskProfiles,
  type OrderGroup,
  orderGroups,
  type PurchaseOrder,
  purchaseOrders,
} from '../../db/schema.js';

export type { OrderGroup, PurchaseOrder } from '../../db/schema.js';

/** The job queue of paid orders waiting for their allotment, one job per order. */
export const allotmentQueue = 'allotment';

export function riskProfileOf(db: Executor, accountId: number) {
  return firstRow(db, investorRiskProfiles, eq(investorRiskProfiles.accountId, accountId));
}

export async function upsertRiskProfile(
  db: Executor,
  row: typeof investorRiskProfiles.$inferInsert,
): Promise<void> {
  const { accountId: _accountId, ...profile } = row;
  await db
    .insert(investorRiskProfiles)
    .values(row)
    .onConflictDoUpdate({ target: investorRiskProfiles.accountId, set: profile });
}

export function groupByKey(
  db: Executor,
  accountId: number,
  key: string,
): Promise<OrderGroup | undefined> {
  return firstRow(
    db,
    orderGroups,
    eq(orderGroups.accountId, accountId),
    eq(orderGroups.idempotencyKey, key),
  );
}

export function groupById(db: Executor, id: number): Promise<OrderGroup | undefined> {
  return firstRow(db, orderGroups, eq(orderGroups.id, id));
}

export function groupByTrxnId(db: Executor, trxnId: string): Promise<OrderGroup | undefined> {
  return firstRow(db, orderGroups, eq(orderGroups.trxnId, trxnId));
}

/** Inserts the group unless the key already placed one; undefined when it did (a duplicate). */
export async function insertGroup(
  tx: Tx,
  row: typeof orderGroups.$inferInsert,
): Promise<OrderGroup | undefined> {
  const [created] = await tx
    .insert(orderGroups)
    .values(row)
    .onConflictDoNothing({ target: [orderGroups.accountId, orderGroups.idempotencyKey] })
    .returning();
  return created;
}

export async function setNetBankingUrl(db: Executor, groupId: number, url: string): Promise<void> {
  await db.update(orderGroups).set({ netBankingUrl: url }).where(eq(orderGroups.id, groupId));
}

export async function insertOrders(
  tx: Tx,
  rows: (typeof purchaseOrders.$inferInsert)[],
): Promise<PurchaseOrder[]> {
  return tx.insert(purchaseOrders).values(rows).returning();
}

export function ordersOfGroup(db: Executor, groupId: number): Promise<PurchaseOrder[]> {
  return db
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.groupId, groupId))
    .orderBy(asc(purchaseOrders.id));
}

/** The account's orders of a MARS portfolio bought under its target number, oldest first. */
export function ordersOfMarsTarget(
  db: Executor,
  accountId: number,
  marsTarNo: string,
): Promise<PurchaseOrder[]> {
  return db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.accountId, accountId), eq(purchaseOrders.marsTarNo, marsTarNo)))
    .orderBy(asc(purchaseOrders.id));
}

/** The accounts' paid orders that have no allotment yet, oldest first, with when they were placed. */
export function ordersAwaitingNav(db: Executor, accountIds: number[]) {
  return db
    .select({ order: purchaseOrders, placedAt: orderGroups.placedAt })
    .from(purchaseOrders)
    .innerJoin(orderGroups, eq(orderGroups.id, purchaseOrders.groupId))
    .where(and(inArray(purchaseOrders.accountId, accountIds), eq(purchaseOrders.status, 'PAID')))
    .orderBy(asc(purchaseOrders.id));
}

/** Marks the group's unpaid orders paid with their NAV date and queues one allotment job each. */
export async function markPaid(
  tx: Tx,
  groupId: number,
  navDates: Map<number, string>,
  now: Date,
): Promise<void> {
  const orders = await tx
    .update(purchaseOrders)
    .set({ status: 'PAID' })
    .where(and(eq(purchaseOrders.groupId, groupId), eq(purchaseOrders.status, 'PAYMENT_PENDING')))
    .returning();
  for (const order of orders) {
    const navDate = navDates.get(order.id);
    if (navDate) {
      await tx.update(purchaseOrders).set({ navDate }).where(eq(purchaseOrders.id, order.id));
    }
  }
  for (const order of orders)
    await enqueueJob(
      tx,
      allotmentQueue,
      { orderId: order.id },
      { key: String(order.id), runAfter: now },
    );
}
