import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { payments, registeredBanks, vpaVerifications } from '../../db/schema.js';

type Executor = Db | Tx;
export type RegisteredBank = typeof registeredBanks.$inferSelect;
export type Payment = typeof payments.$inferSelect;
export type PaymentInsert = typeof payments.$inferInsert;

export function banksOf(db: Executor, accountId: number): Promise<RegisteredBank[]> {
  return db
    .select()
    .from(registeredBanks)
    .where(eq(registeredBanks.accountId, accountId))
    .orderBy(sql`${registeredBanks.isDefault} desc`, registeredBanks.id);
}

export async function bankOf(
  db: Executor,
  accountId: number,
  bankCode: string,
  bankAccNo: string,
): Promise<RegisteredBank | undefined> {
  const [row] = await db
    .select()
    .from(registeredBanks)
    .where(
      and(
        eq(registeredBanks.accountId, accountId),
        eq(registeredBanks.bankCode, bankCode),
        eq(registeredBanks.bankAccNo, bankAccNo),
      ),
    )
    .limit(1);
  return row;
}

export async function insertVpaCheck(
  db: Executor,
  row: typeof vpaVerifications.$inferInsert,
): Promise<void> {
  await db.insert(vpaVerifications).values(row);
}

export async function vpaCheck(db: Executor, accountId: number, srNo: string) {
  const [row] = await db
    .select()
    .from(vpaVerifications)
    .where(and(eq(vpaVerifications.srNo, srNo), eq(vpaVerifications.accountId, accountId)))
    .limit(1);
  return row;
}

export async function utrTaken(db: Executor, utr: string): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.utr, utr))
    .limit(1);
  return Boolean(row);
}

export async function insertPayment(tx: Tx, row: PaymentInsert): Promise<Payment> {
  const [created] = await tx.insert(payments).values(row).returning();
  return created!;
}

export async function paymentOfGroup(db: Executor, groupId: number): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.groupId, groupId)).limit(1);
  return row;
}

export async function paymentByProviderRef(
  db: Executor,
  providerRef: string,
): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.providerRef, providerRef))
    .limit(1);
  return row;
}

export async function updatePayment(
  db: Executor,
  id: number,
  values: Partial<PaymentInsert>,
  onlyFromStatuses?: readonly string[],
): Promise<Payment | undefined> {
  const where = onlyFromStatuses
    ? and(
        eq(payments.id, id),
        sql`${payments.status} in (${sql.join(
          onlyFromStatuses.map((s) => sql`${s}`),
          sql`, `,
        )})`,
      )
    : eq(payments.id, id);
  const [row] = await db
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(where)
    .returning();
  return row;
}

export async function paymentByMerchantRef(
  db: Executor,
  merchantRef: string,
): Promise<Payment | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.merchantRef, merchantRef))
    .limit(1);
  return row;
}
