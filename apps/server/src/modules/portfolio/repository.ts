import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { folios, mfTransactions, sipRegistrations } from '../../db/schema.js';

type Executor = Db | Tx;
export type FolioRow = typeof folios.$inferSelect;
export type MfTransactionRow = typeof mfTransactions.$inferSelect;
export type SipRegistrationRow = typeof sipRegistrations.$inferSelect;
export type NewMfTransaction = typeof mfTransactions.$inferInsert;
export type NewSipRegistration = typeof sipRegistrations.$inferInsert;

// Any fixed number: two allotments of one investor take turns to open a folio.
const folioLockKey = 4_242_101;

/** Serialises folio creation for one investor until the transaction ends. */
export async function lockFoliosOf(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${folioLockKey}, ${accountId})`);
}

export async function firstFolioWith(
  db: Executor,
  accountId: number,
  amc: string,
): Promise<FolioRow | undefined> {
  const rows = await db
    .select()
    .from(folios)
    .where(and(eq(folios.accountId, accountId), eq(folios.amc, amc)))
    .orderBy(asc(folios.id))
    .limit(1);
  return rows[0];
}

export async function folioByNo(db: Executor, folioNo: string): Promise<FolioRow | undefined> {
  const rows = await db.select().from(folios).where(eq(folios.folioNo, folioNo)).limit(1);
  return rows[0];
}

/** Inserts the folio; undefined when the number is already taken. */
export async function insertFolio(
  db: Executor,
  row: { accountId: number; amc: string; folioNo: string },
): Promise<FolioRow | undefined> {
  const rows = await db.insert(folios).values(row).onConflictDoNothing().returning();
  return rows[0];
}

/** Inserts the transaction; undefined when its order reference is already recorded. */
export async function insertTransaction(
  db: Executor,
  row: NewMfTransaction,
): Promise<MfTransactionRow | undefined> {
  const rows = await db
    .insert(mfTransactions)
    .values(row)
    .onConflictDoNothing({ target: mfTransactions.orderRef })
    .returning();
  return rows[0];
}

export async function transactionByOrderRef(
  db: Executor,
  orderRef: string,
): Promise<MfTransactionRow | undefined> {
  const rows = await db
    .select()
    .from(mfTransactions)
    .where(eq(mfTransactions.orderRef, orderRef))
    .limit(1);
  return rows[0];
}

/** Inserts the registration; undefined when its order reference is already registered. */
export async function insertSip(
  db: Executor,
  row: NewSipRegistration,
): Promise<SipRegistrationRow | undefined> {
  const rows = await db
    .insert(sipRegistrations)
    .values(row)
    .onConflictDoNothing({ target: sipRegistrations.orderRef })
    .returning();
  return rows[0];
}

export async function sipByOrderRef(
  db: Executor,
  orderRef: string,
): Promise<SipRegistrationRow | undefined> {
  const rows = await db
    .select()
    .from(sipRegistrations)
    .where(eq(sipRegistrations.orderRef, orderRef))
    .limit(1);
  return rows[0];
}
