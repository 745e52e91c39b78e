import { and, asc, count, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { placedTrxns } from '../../db/schema.js';
import { firstRow, insertOnce } from '../../db/rows.js';

export type PlacedTrxnRow = typeof placedTrxns.$inferSelect;
export type NewPlacedTrxn = typeof placedTrxns.$inferInsert;

export function insertPlaced(db: Executor, row: NewPlacedTrxn) {
  return insertOnce(db, placedTrxns, row);
}

export function byTrxnId(db: Executor, trxnId: string) {
  return firstRow(db, placedTrxns, eq(placedTrxns.trxnId, trxnId));
}

export function byPlacementKey(db: Executor, key: string) {
  return firstRow(db, placedTrxns, eq(placedTrxns.placementKey, key));
}

export function byMarsTarNo(db: Executor, accountId: number, marsTarNo: string) {
  return firstRow(
    db,
    placedTrxns,
    eq(placedTrxns.accountId, accountId),
    eq(placedTrxns.marsTarNo, marsTarNo),
  );
}

const openFor = (accountId: number, now: Date) =>
  and(
    eq(placedTrxns.accountId, accountId),
    eq(placedTrxns.status, 'PENDING'),
    gt(placedTrxns.expiresAt, now),
  );

/** The account's transactions still open for authorisation, oldest first. */
export function pendingOf(db: Executor, accountId: number, now: Date, mars: boolean) {
  return db
    .select()
    .from(placedTrxns)
    .where(and(openFor(accountId, now), eq(placedTrxns.isMars, mars)))
    .orderBy(asc(placedTrxns.placedAt), asc(placedTrxns.id));
}

export async function pendingCount(db: Executor, accountId: number, now: Date, mars: boolean) {
  const [row] = await db
    .select({ n: count() })
    .from(placedTrxns)
    .where(and(openFor(accountId, now), eq(placedTrxns.isMars, mars)));
  return Number(row?.n ?? 0);
}

/**
 * Claims a pending transaction for one authorisation attempt: exactly one concurrent attempt gets
 * the row. A claim older than `staleBefore` (its attempt crashed) may be taken over.
 */
export async function claim(
  db: Executor,
  id: number,
  key: string,
  now: Date,
  staleBefore: Date,
): Promise<PlacedTrxnRow | undefined> {
  const [row] = await db
    .update(placedTrxns)
    .set({ status: 'AUTHORISING', decisionKey: key, claimedAt: now })
    .where(
      and(
        eq(placedTrxns.id, id),
        gt(placedTrxns.expiresAt, now),
        or(
          eq(placedTrxns.status, 'PENDING'),
          and(
            eq(placedTrxns.status, 'AUTHORISING'),
            or(isNull(placedTrxns.claimedAt), lt(placedTrxns.claimedAt, staleBefore)),
          ),
        ),
      ),
    )
    .returning();
  return row;
}

/** The transaction while the attempt holding `key` has it claimed. */
const claimedWith = (id: number, key: string) =>
  and(
    eq(placedTrxns.id, id),
    eq(placedTrxns.status, 'AUTHORISING'),
    eq(placedTrxns.decisionKey, key),
  );

/** The transaction while it is pending and not expired. */
const stillPending = (id: number, now: Date) =>
  and(eq(placedTrxns.id, id), eq(placedTrxns.status, 'PENDING'), gt(placedTrxns.expiresAt, now));

/** Changes the transaction the condition picks; the changed row, or undefined when none was. */
async function updateOne(
  db: Executor,
  change: Partial<NewPlacedTrxn>,
  where: SQL | undefined,
): Promise<PlacedTrxnRow | undefined> {
  const [row] = await db.update(placedTrxns).set(change).where(where).returning();
  return row;
}

/** Gives a claimed transaction back: nothing was placed, it waits for authorisation again. */
export async function release(db: Executor, id: number, key: string): Promise<void> {
  await db
    .update(placedTrxns)
    .set({ status: 'PENDING', decisionKey: null, claimedAt: null })
    .where(claimedWith(id, key));
}

export async function markAuthorised(
  db: Executor,
  id: number,
  key: string,
  result: Record<string, unknown>,
  now: Date,
): Promise<PlacedTrxnRow | undefined> {
  return updateOne(
    db,
    { status: 'AUTHORISED', result, decidedAt: now, linkSpent: true },
    claimedWith(id, key),
  );
}

/** Rejects a transaction still pending (and not expired); undefined when it was not. */
export async function reject(
  db: Executor,
  id: number,
  now: Date,
): Promise<PlacedTrxnRow | undefined> {
  return updateOne(
    db,
    { status: 'REJECTED', decidedAt: now, linkSpent: true },
    stillPending(id, now),
  );
}

/** Changes the payment of a transaction still pending; undefined when it was not. */
export async function setPayment(
  db: Executor,
  id: number,
  payment: Record<string, string>,
  now: Date,
): Promise<PlacedTrxnRow | undefined> {
  return updateOne(db, { payment }, stillPending(id, now));
}

/** Every transaction of an account, newest first (the sandbox partner page lists them). */
export function recentOf(db: Executor, accountId: number, limit: number) {
  return db
    .select()
    .from(placedTrxns)
    .where(eq(placedTrxns.accountId, accountId))
    .orderBy(sql`${placedTrxns.placedAt} desc`, sql`${placedTrxns.id} desc`)
    .limit(limit);
}
