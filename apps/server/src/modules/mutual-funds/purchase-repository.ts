import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import {
  allotmentJobs,
  investorRiskProfiles,
  orderGroups,
  purchaseOrders,
} from '../../db/schema.js';

type Executor = Db | Tx;
export type OrderGroup = typeof orderGroups.$inferSelect;
export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type AllotmentJob = typeof allotmentJobs.$inferSelect;

export async function riskProfileOf(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(investorRiskProfiles)
    .where(eq(investorRiskProfiles.accountId, accountId))
    .limit(1);
  return row;
}

export async function groupByKey(
  db: Executor,
  accountId: number,
  key: string,
): Promise<OrderGroup | undefined> {
  const [row] = await db
    .select()
    .from(orderGroups)
    .where(and(eq(orderGroups.accountId, accountId), eq(orderGroups.idempotencyKey, key)))
    .limit(1);
  return row;
}

export async function groupByTrxnId(db: Executor, trxnId: string): Promise<OrderGroup | undefined> {
  const [row] = await db.select().from(orderGroups).where(eq(orderGroups.trxnId, trxnId)).limit(1);
  return row;
}

export async function groupById(db: Executor, id: number): Promise<OrderGroup | undefined> {
  const [row] = await db.select().from(orderGroups).where(eq(orderGroups.id, id)).limit(1);
  return row;
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

export async function orderById(db: Executor, id: number): Promise<PurchaseOrder | undefined> {
  const [row] = await db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).limit(1);
  return row;
}

/** Whether the account placed an order in the scheme since the instant. */
export async function recentOrderIn(
  db: Executor,
  accountId: number,
  schemeCode: number,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.accountId, accountId),
        eq(purchaseOrders.schemeCode, schemeCode),
        gte(purchaseOrders.createdAt, since),
      ),
    )
    .limit(1);
  return Boolean(row);
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
  if (orders.length > 0) {
    await tx
      .insert(allotmentJobs)
      .values(orders.map((o) => ({ orderId: o.id, runAfter: now })))
      .onConflictDoNothing();
  }
}

/**
 * Claims due jobs for a lease: SKIP LOCKED keeps two instances from taking one job, and a job whose
 * lease ran out (its worker died) is due again.
 */
export async function claimJobs(
  tx: Tx,
  limit: number,
  now: Date,
  leaseUntil: Date,
): Promise<AllotmentJob[]> {
  const result = await tx.execute<{ id: number }>(sql`
    select id from ${allotmentJobs}
     where ${allotmentJobs.status} in ('PENDING', 'RUNNING') and ${allotmentJobs.runAfter} <= ${now.toISOString()}
     order by ${allotmentJobs.id}
     limit ${limit}
       for update skip locked`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return tx
    .update(allotmentJobs)
    .set({ status: 'RUNNING', runAfter: leaseUntil })
    .where(inArray(allotmentJobs.id, ids))
    .returning();
}

export async function finishJob(tx: Executor, id: number, now: Date): Promise<void> {
  await tx
    .update(allotmentJobs)
    .set({ status: 'DONE', doneAt: now, attempts: sql`${allotmentJobs.attempts} + 1` })
    .where(and(eq(allotmentJobs.id, id), eq(allotmentJobs.status, 'RUNNING')));
}

export async function postponeJob(
  tx: Executor,
  id: number,
  runAfter: Date,
  error: string,
  maxAttempts: number,
): Promise<void> {
  await tx
    .update(allotmentJobs)
    .set({
      attempts: sql`${allotmentJobs.attempts} + 1`,
      runAfter,
      lastError: error.slice(0, 500),
      status: sql`case when ${allotmentJobs.attempts} + 1 >= ${maxAttempts} then 'FAILED' else 'PENDING' end`,
    })
    .where(eq(allotmentJobs.id, id));
}

export async function markAllotted(
  tx: Tx,
  orderId: number,
  values: {
    folioNo: string;
    units: string;
    nav: string;
    navDate: string;
    sipRegNo: string;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(purchaseOrders)
    .set({
      status: 'ALLOTTED',
      folioNo: values.folioNo,
      units: values.units,
      nav: values.nav,
      navDate: values.navDate,
      sipRegNo: values.sipRegNo,
      allottedAt: values.now,
    })
    .where(eq(purchaseOrders.id, orderId));
}
