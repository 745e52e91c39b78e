import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { rowOf } from '../../../db/rows.js';
import { closureRequests } from '../../../db/schema.js';

export type ClosureRequest = typeof closureRequests.$inferSelect;
export type ClosureInsert = Omit<typeof closureRequests.$inferInsert, 'id'>;
type ClosurePatch = Partial<Omit<typeof closureRequests.$inferInsert, 'id' | 'accountId'>>;

const openStatuses = ['DRAFT', 'SUBMITTED'];

/** The account's open (DRAFT or SUBMITTED) request; locked for the transaction when asked. */
export function openRequestOf(
  db: Executor,
  accountId: number,
  { lock = false } = {},
): Promise<ClosureRequest | undefined> {
  return rowOf(lock)(
    db,
    closureRequests,
    eq(closureRequests.accountId, accountId),
    inArray(closureRequests.status, openStatuses),
  );
}

/** One of the account's requests by id (locked when asked); another account's is not found. */
export function requestOf(
  db: Executor,
  accountId: number,
  id: number,
  { lock = false } = {},
): Promise<ClosureRequest | undefined> {
  return rowOf(lock)(
    db,
    closureRequests,
    eq(closureRequests.accountId, accountId),
    eq(closureRequests.id, id),
  );
}

export async function requestById(db: Executor, id: number): Promise<ClosureRequest | undefined> {
  const [row] = await db.select().from(closureRequests).where(eq(closureRequests.id, id));
  return row;
}

export async function requestByEsignTxn(
  db: Executor,
  txnId: string,
): Promise<ClosureRequest | undefined> {
  const [row] = await db
    .select()
    .from(closureRequests)
    .where(eq(closureRequests.esignTxnId, txnId));
  return row;
}

export async function insertRequest(tx: Executor, values: ClosureInsert): Promise<ClosureRequest> {
  const [row] = await tx.insert(closureRequests).values(values).returning();
  return row!;
}

export async function updateRequest(
  tx: Executor,
  id: number,
  values: ClosurePatch,
): Promise<ClosureRequest> {
  const [row] = await tx
    .update(closureRequests)
    .set(values)
    .where(eq(closureRequests.id, id))
    .returning();
  return row!;
}
