import { payModes } from '@cdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { firstRow, hasRow } from '../../db/rows.js';
import {
  type Payment,
  type PaymentInsert,
  payments,
  type RegisteredBank,
  registeredBanks,
  vpaVerifications,
} from '../../db/schema.js';

export type { Payment, RegisteredBank } from '../../db/schema.js';

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
  return firstRow(
    db,
    registeredBanks,
    eq(registeredBanks.accountId, accountId),
    eq(registeredBanks.bankCode, bankCode),
    eq(registeredBanks.bankAccNo, bankAccNo),
  );
}

/** Sets the account's mandate and enables paying by mandate from it. */
export async function attachMandate(
  db: Executor,
  accountId: number,
  bankId: number,
  mandateNo: string,
  maxPaise: bigint,
): Promise<void> {
  await db
    .update(registeredBanks)
    .set({
      mandateNo,
      mandateMaxPaise: maxPaise,
      payModes: sql`case when ${registeredBanks.payModes} ? ${payModes.MANDATE} then ${registeredBanks.payModes} else ${registeredBanks.payModes} || ${JSON.stringify([payModes.MANDATE])}::jsonb end`,
    })
    .where(and(eq(registeredBanks.id, bankId), eq(registeredBanks.accountId, accountId)));
}

export async function insertVpaCheck(
  db: Executor,
  row: typeof vpaVerifications.$inferInsert,
): Promise<void> {
  await db.insert(vpaVerifications).values(row);
}

export function vpaCheck(db: Executor, accountId: number, srNo: string) {
  return firstRow(
    db,
    vpaVerifications,
    eq(vpaVerifications.srNo, srNo),
    eq(vpaVerifications.accountId, accountId),
  );
}

export function utrTaken(db: Executor, utr: string): Promise<boolean> {
  return hasRow(db, payments, eq(payments.utr, utr));
}

export async function insertPayment(tx: Tx, row: PaymentInsert): Promise<Payment> {
  const [created] = await tx.insert(payments).values(row).returning();
  return created!;
}

export function paymentOfGroup(db: Executor, groupId: number): Promise<Payment | undefined> {
  return firstRow(db, payments, eq(payments.groupId, groupId));
}

export function paymentByProviderRef(
  db: Executor,
  providerRef: string,
): Promise<Payment | undefined> {
  return firstRow(db, payments, eq(payments.providerRef, providerRef));
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

export function paymentByMerchantRef(
  db: Executor,
  merchantRef: string,
): Promise<Payment | undefined> {
  return firstRow(db, payments, eq(payments.merchantRef, merchantRef));
}

export async function insertBank(
  db: Executor,
  row: typeof registeredBanks.$inferInsert,
): Promise<RegisteredBank> {
  const [inserted] = await db.insert(registeredBanks).values(row).returning();
  return inserted!;
}
