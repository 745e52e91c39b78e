import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { enqueueJob as enqueueStep } from '../../lib/jobs/index.js';
import { firstRow } from '../../db/rows.js';
import { type NewSellOrder, type SellOrder, sellOrders } from '../../db/schema.js';

export type { SellOrder } from '../../db/schema.js';

/** Statuses whose units have not yet left the folio: they count as pending redemptions. */
export const unpricedStatuses = ['EDIS_PENDING', 'AWAITING_NAV'] as const;

// Any fixed number: two sales from one investor's folios take turns to check the free units.
const sellLockKey = 4_242_301;

/** Serialises sales of one investor until the transaction ends. */
export async function lockSalesOf(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${sellLockKey}, ${accountId})`);
}

export function orderById(db: Executor, id: number): Promise<SellOrder | undefined> {
  return firstRow(db, sellOrders, eq(sellOrders.id, id));
}

export function orderByTrxnId(db: Executor, trxnId: string): Promise<SellOrder | undefined> {
  return firstRow(db, sellOrders, eq(sellOrders.trxnId, trxnId));
}

export function orderByOrderRef(db: Executor, orderRef: string): Promise<SellOrder | undefined> {
  return firstRow(db, sellOrders, eq(sellOrders.orderRef, orderRef));
}

export function orderByEdis(db: Executor, edisTrxnNo: string): Promise<SellOrder | undefined> {
  return firstRow(db, sellOrders, eq(sellOrders.edisTrxnNo, edisTrxnNo));
}

export function orderByKey(
  db: Executor,
  accountId: number,
  idempotencyKey: string,
): Promise<SellOrder | undefined> {
  return firstRow(
    db,
    sellOrders,
    eq(sellOrders.accountId, accountId),
    eq(sellOrders.idempotencyKey, idempotencyKey),
  );
}

/** Inserts the order; undefined when its key (or reference) was taken meanwhile. */
export async function insertOrder(tx: Executor, row: NewSellOrder): Promise<SellOrder | undefined> {
  const [saved] = await tx.insert(sellOrders).values(row).onConflictDoNothing().returning();
  return saved;
}

/** The account's orders not yet priced: their units are pending redemption. */
export function unpricedOrdersOf(db: Executor, accountId: number): Promise<SellOrder[]> {
  return db
    .select()
    .from(sellOrders)
    .where(
      and(eq(sellOrders.accountId, accountId), inArray(sellOrders.status, [...unpricedStatuses])),
    );
}

/** Insta cash taken from a folio's scheme on a day (its NAV date is the day it was taken). */
export async function instaCashTaken(
  db: Executor,
  folioNo: string,
  schemeCode: number,
  placedOn: string,
): Promise<bigint> {
  const result = await db
    .select({ total: sql<string>`coalesce(sum(${sellOrders.requestedPaise}), 0)` })
    .from(sellOrders)
    .where(
      and(
        eq(sellOrders.folioNo, folioNo),
        eq(sellOrders.schemeCode, schemeCode),
        eq(sellOrders.isInstaCash, 'Y'),
        notInArray(sellOrders.status, ['REJECTED']),
        sql`(${sellOrders.placedAt} at time zone 'Asia/Kolkata')::date = ${placedOn}`,
      ),
    );
  return BigInt(result[0]?.total ?? '0');
}

export async function updateOrder(
  tx: Executor,
  id: number,
  values: Partial<NewSellOrder>,
): Promise<void> {
  await tx.update(sellOrders).set(values).where(eq(sellOrders.id, id));
}

/** Moves an order on only from the status it is expected in; false when it was elsewhere. */
export async function moveOrder(
  tx: Executor,
  id: number,
  from: readonly string[],
  values: Partial<NewSellOrder>,
): Promise<boolean> {
  const rows = await tx
    .update(sellOrders)
    .set(values)
    .where(and(eq(sellOrders.id, id), inArray(sellOrders.status, [...from])))
    .returning({ id: sellOrders.id });
  return rows.length > 0;
}

/** The job queue of placed sales' steps: PRICE, SWITCH_IN and PAYOUT, one job per order and step. */
export const sellQueue = 'sell';

/** Queues a step of an order once; a second enqueue of the same step changes nothing. */
export async function enqueueJob(
  tx: Executor,
  orderId: number,
  kind: 'PRICE' | 'SWITCH_IN' | 'PAYOUT',
  runAfter: Date,
): Promise<void> {
  await enqueueStep(tx, sellQueue, { orderId, kind }, { key: `${orderId}:${kind}`, runAfter });
}

/** The exit load each priced sale of the accounts recorded, by the order reference of its OUT movement. */
export async function recordedExitLoads(
  db: Executor,
  accountIds: number[],
): Promise<Map<string, bigint>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ orderRef: sellOrders.orderRef, exitLoadPaise: sellOrders.exitLoadPaise })
    .from(sellOrders)
    .where(and(inArray(sellOrders.accountId, accountIds), isNotNull(sellOrders.exitLoadPaise)));
  return new Map(rows.map((row) => [row.orderRef, row.exitLoadPaise ?? 0n]));
}
