import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowOf } from '../../../db/rows.js';
import { type DdpiRequest, ddpiRequests } from '../../../db/schema.js';

export type { DdpiRequest };

type Changes = Partial<Omit<typeof ddpiRequests.$inferInsert, 'id' | 'accountId'>>;

/** The account's open request (not yet DONE), locked for the transaction when asked. */
export function openRequestOf(
  db: Executor,
  accountId: number,
  { lock = false } = {},
): Promise<DdpiRequest | undefined> {
  return rowOf(lock)(
    db,
    ddpiRequests,
    eq(ddpiRequests.accountId, accountId),
    ne(ddpiRequests.status, 'DONE'),
  );
}

/** One of the account's requests by number; another account's is never found. */
export function requestOf(
  db: Executor,
  accountId: number,
  id: number,
  { lock = false } = {},
): Promise<DdpiRequest | undefined> {
  return rowOf(lock)(
    db,
    ddpiRequests,
    eq(ddpiRequests.accountId, accountId),
    eq(ddpiRequests.id, id),
  );
}

export async function requestById(db: Executor, id: number): Promise<DdpiRequest | undefined> {
  const [row] = await db.select().from(ddpiRequests).where(eq(ddpiRequests.id, id)).limit(1);
  return row;
}

/** The account's last completed request: when its DDPI was registered through the desk. */
export async function lastDoneOf(db: Executor, accountId: number) {
  const [row] = await db
    .select()
    .from(ddpiRequests)
    .where(and(eq(ddpiRequests.accountId, accountId), eq(ddpiRequests.status, 'DONE')))
    .orderBy(desc(ddpiRequests.signedAt))
    .limit(1);
  return row;
}

/** Opens a request; a request opened at the same moment by another call is answered instead. */
export async function openRequest(
  db: Executor,
  accountId: number,
  amountPaise: bigint,
): Promise<DdpiRequest> {
  await db.insert(ddpiRequests).values({ accountId, amountPaise }).onConflictDoNothing();
  const row = await openRequestOf(db, accountId, { lock: true });
  if (!row) throw new Error('DDPI request not opened');
  return row;
}

export async function updateRequest(
  db: Executor,
  id: number,
  values: Changes,
  now: Date,
): Promise<DdpiRequest> {
  const [row] = await db
    .update(ddpiRequests)
    .set({ ...values, updatedAt: now })
    .where(eq(ddpiRequests.id, id))
    .returning();
  return row!;
}

export async function requestByMerchantRef(
  db: Executor,
  accountId: number,
  merchantRef: string,
  { lock = false } = {},
): Promise<DdpiRequest | undefined> {
  const query = db
    .select()
    .from(ddpiRequests)
    .where(and(eq(ddpiRequests.accountId, accountId), eq(ddpiRequests.merchantRef, merchantRef)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function requestByEsignTxn(
  db: Executor,
  accountId: number,
  txnId: string,
): Promise<DdpiRequest | undefined> {
  const [row] = await db
    .select()
    .from(ddpiRequests)
    .where(and(eq(ddpiRequests.accountId, accountId), eq(ddpiRequests.esignTxnId, txnId)))
    .limit(1);
  return row;
}
