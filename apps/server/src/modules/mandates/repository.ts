import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { type BankMandate, bankMandates } from '../../db/schema.js';

export type { BankMandate } from '../../db/schema.js';

export function mandatesOf(db: Executor, accountId: number): Promise<BankMandate[]> {
  return db
    .select()
    .from(bankMandates)
    .where(eq(bankMandates.accountId, accountId))
    .orderBy(desc(bankMandates.id));
}

export function mandateOf(
  db: Executor,
  accountId: number,
  mandateId: number,
): Promise<BankMandate | undefined> {
  return firstRow(
    db,
    bankMandates,
    eq(bankMandates.id, mandateId),
    eq(bankMandates.accountId, accountId),
  );
}

export function mandateByNumber(db: Executor, njEMandateNo: string) {
  return firstRow(db, bankMandates, eq(bankMandates.njEMandateNo, njEMandateNo));
}

export async function insertMandate(
  db: Executor,
  row: typeof bankMandates.$inferInsert,
): Promise<BankMandate> {
  const [inserted] = await db.insert(bankMandates).values(row).returning();
  return inserted!;
}

export async function setGatewayRef(db: Executor, id: number, gatewayRef: string): Promise<void> {
  await db.update(bankMandates).set({ gatewayRef }).where(eq(bankMandates.id, id));
}

/** The bank's answer, recorded once: a mandate already decided stays as it is. */
export async function decide(
  db: Executor,
  id: number,
  values: { status: 'ACTIVE' | 'REJECTED'; reason: string; decidedAt: Date },
): Promise<BankMandate | undefined> {
  const [row] = await db
    .update(bankMandates)
    .set({ ...values, updatedAt: values.decidedAt })
    .where(and(eq(bankMandates.id, id), eq(bankMandates.status, 'PENDING')))
    .returning();
  return row;
}

/**
 * Spends a partner's mandate request's link: the first authorisation moves it on to the bank,
 * any later one finds nothing to claim.
 */
export async function claimAuthorisation(
  db: Executor,
  id: number,
  now: Date,
): Promise<BankMandate | undefined> {
  const [row] = await db
    .update(bankMandates)
    .set({ status: 'PENDING', authorisedAt: now, updatedAt: now })
    .where(
      and(
        eq(bankMandates.id, id),
        eq(bankMandates.status, 'AWAITING'),
        isNull(bankMandates.authorisedAt),
      ),
    )
    .returning();
  return row;
}

/** Gives a claim back when the bank or the e-sign service could not be reached. */
export async function releaseAuthorisation(db: Executor, id: number): Promise<void> {
  await db
    .update(bankMandates)
    .set({ status: 'AWAITING', authorisedAt: null })
    .where(and(eq(bankMandates.id, id), eq(bankMandates.status, 'PENDING')));
}

export async function setEsignTxn(db: Executor, id: number, esignTxnId: string): Promise<void> {
  await db.update(bankMandates).set({ esignTxnId }).where(eq(bankMandates.id, id));
}

/** The mandate an e-sign transaction was opened for, while it waits for the signature or the bank. */
export function byEsignTxn(db: Executor, esignTxnId: string) {
  return db
    .select()
    .from(bankMandates)
    .where(and(eq(bankMandates.esignTxnId, esignTxnId), eq(bankMandates.status, 'PENDING')))
    .orderBy(desc(bankMandates.id))
    .limit(1)
    .then((rows) => rows[0]);
}

export async function markEsigned(
  db: Executor,
  id: number,
  values: { esignedAt: Date },
): Promise<void> {
  await db
    .update(bankMandates)
    .set({ ...values, updatedAt: values.esignedAt })
    .where(eq(bankMandates.id, id));
}

/** The latest mandate a partner asked the account for, if any. */
export function latestPlacedOf(db: Executor, accountId: number) {
  return db
    .select()
    .from(bankMandates)
    .where(and(eq(bankMandates.accountId, accountId), isNotNull(bankMandates.linkExpiresAt)))
    .orderBy(desc(bankMandates.id))
    .limit(1)
    .then((rows) => rows[0]);
}
