import type { Paise } from '@cdesk/domain';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { firstRow, hasRow } from '../../db/rows.js';
import {
  type AllotmentJob,
  allotmentJobs,
  type OrderGroup,
  orderGroups,
  type PurchaseOrder,
  purchaseOrders,
} from '../../db/schema.js';

export function groupById(db: Executor, id: number): Promise<OrderGroup | undefined> {
  return firstRow(db, orderGroups, eq(orderGroups.id, id));
}

export function orderById(db: Executor, id: number): Promise<PurchaseOrder | undefined> {
  return firstRow(db, purchaseOrders, eq(purchaseOrders.id, id));
}

/** Whether the account placed an order in the scheme since the instant. */
export function recentOrderIn(
  db: Executor,
  accountId: number,
  schemeCode: number,
  since: Date,
): Promise<boolean> {
  return hasRow(
    db,
    purchaseOrders,
    eq(purchaseOrders.accountId, accountId),
    eq(purchaseOrders.schemeCode, schemeCode),
    gte(purchaseOrders.createdAt, since),
  );
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
    stampDutyPaise: Paise;
    units: string;
    nav: string;
    navDate: string;
    /** The SIP's schedule from the day its first installment was paid. */
    sip: PurchaseOrder['sip'];
    sipRegNo: string;
    now: Date;
  },
): Promise<void> {
  await tx
    .update(purchaseOrders)
    .set({
      status: 'ALLOTTED',
      ...(values.sip ? { sip: values.sip } : {}),
      folioNo: values.folioNo,
      stampDutyPaise: values.stampDutyPaise,
      units: values.units,
      nav: values.nav,
      navDate: values.navDate,
      sipRegNo: values.sipRegNo,
      allottedAt: values.now,
    })
    .where(eq(purchaseOrders.id, orderId));
}
