import type { Paise } from '@cdesk/domain';
import { eq, gte, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { DurableJobs } from '../../lib/durable-jobs.js';
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

const jobs = new DurableJobs({
  table: allotmentJobs,
  id: allotmentJobs.id,
  status: allotmentJobs.status,
  runAfter: allotmentJobs.runAfter,
  attempts: allotmentJobs.attempts,
  reason: allotmentJobs.lastError,
  doneAt: allotmentJobs.doneAt,
});

/** Claims due jobs for a lease (lib/durable-jobs). */
export async function claimJobs(
  tx: Tx,
  limit: number,
  now: Date,
  leaseUntil: Date,
): Promise<AllotmentJob[]> {
  const ids = await jobs.claim(tx, limit, now, leaseUntil);
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(allotmentJobs)
    .where(inArray(allotmentJobs.id, ids))
    .orderBy(allotmentJobs.id);
}

export const finishJob = (tx: Executor, id: number, now: Date) => jobs.finish(tx, id, now);

export const postponeJob = (
  tx: Executor,
  id: number,
  runAfter: Date,
  error: string,
  maxAttempts: number,
) => jobs.postpone(tx, id, runAfter, error, maxAttempts);

/** An order waiting for its NAV does not count its attempts: the wait may last a day. */
export const deferJob = (tx: Executor, id: number, runAfter: Date, reason: string) =>
  jobs.defer(tx, id, runAfter, reason);

export const wakeJobs = (tx: Executor, now: Date) => jobs.wake(tx, now);

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
