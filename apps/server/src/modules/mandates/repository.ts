import { and, desc, eq } from 'drizzle-orm';
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
