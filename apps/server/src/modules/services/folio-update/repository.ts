import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../../db/client.js';
import { folioContactRequests, folios, mfTransactions, schemes } from '../../../db/schema.js';

export type FolioRow = typeof folios.$inferSelect;
export type ChangeRequestRow = typeof folioContactRequests.$inferSelect;

/** Statuses of requests the investor made (an OTP never entered makes no request). */
export const madeStatuses = ['PENDING', 'COMPLETED', 'REJECTED'];

/** The account's folios held with the registrar (a demat folio's contacts are the depository's). */
export function registrarFolios(db: Executor, accountId: number): Promise<FolioRow[]> {
  return db
    .select()
    .from(folios)
    .where(and(eq(folios.accountId, accountId), eq(folios.mode, 'P')))
    .orderBy(asc(folios.amc), asc(folios.folioNo));
}

export async function registrarFolio(
  db: Executor,
  accountId: number,
  folioNo: string,
): Promise<FolioRow | undefined> {
  const [row] = await db
    .select()
    .from(folios)
    .where(and(eq(folios.accountId, accountId), eq(folios.folioNo, folioNo), eq(folios.mode, 'P')));
  return row;
}

/** Holds the folio until the transaction ends, so that two changes of it take turns. */
export async function lockFolio(tx: Tx, folioNo: string): Promise<void> {
  await tx.select({ id: folios.id }).from(folios).where(eq(folios.folioNo, folioNo)).for('update');
}

/** The names of the schemes the folio has held. */
export async function schemeNames(db: Executor, folioNo: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: schemes.name })
    .from(mfTransactions)
    .innerJoin(schemes, eq(schemes.schemeCode, mfTransactions.schemeCode))
    .where(eq(mfTransactions.folioNo, folioNo))
    .orderBy(asc(schemes.name));
  return rows.map((r) => r.name);
}

/** The folios among these with a change waiting at the registrar. */
export async function foliosWithPending(db: Executor, folioNos: string[]): Promise<Set<string>> {
  if (folioNos.length === 0) return new Set();
  const rows = await db
    .select({ folioNo: folioContactRequests.folioNo })
    .from(folioContactRequests)
    .where(
      and(
        inArray(folioContactRequests.folioNo, folioNos),
        eq(folioContactRequests.status, 'PENDING'),
      ),
    );
  return new Set(rows.map((r) => r.folioNo));
}

export async function requestOfFolio(
  db: Executor,
  folioNo: string,
  status: 'PENDING' | 'OTP_PENDING',
): Promise<ChangeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(folioContactRequests)
    .where(and(eq(folioContactRequests.folioNo, folioNo), eq(folioContactRequests.status, status)))
    .orderBy(desc(folioContactRequests.id))
    .limit(1);
  return row;
}

export async function requestOf(
  db: Executor,
  accountId: number,
  id: number,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(folioContactRequests)
    .where(and(eq(folioContactRequests.id, id), eq(folioContactRequests.accountId, accountId)));
  return row;
}

/** A change not confirmed by its OTP lapses when the investor starts another on the folio. */
export async function supersedeOpen(tx: Executor, folioNo: string): Promise<void> {
  await tx
    .update(folioContactRequests)
    .set({ status: 'SUPERSEDED' })
    .where(
      and(
        eq(folioContactRequests.folioNo, folioNo),
        eq(folioContactRequests.status, 'OTP_PENDING'),
      ),
    );
}

export async function insertRequest(
  tx: Executor,
  row: typeof folioContactRequests.$inferInsert,
): Promise<ChangeRequestRow> {
  const [inserted] = await tx.insert(folioContactRequests).values(row).returning();
  if (!inserted) throw new Error('folio contact request not inserted');
  return inserted;
}

/** OTP_PENDING to PENDING with the relation declared; undefined when it was not waiting. */
export async function submitRequest(
  tx: Executor,
  id: number,
  relation: string,
  at: Date,
): Promise<ChangeRequestRow | undefined> {
  const [row] = await tx
    .update(folioContactRequests)
    .set({ status: 'PENDING', relation, submittedAt: at })
    .where(and(eq(folioContactRequests.id, id), eq(folioContactRequests.status, 'OTP_PENDING')))
    .returning();
  return row;
}

/** The requests the investor made (of one folio, when given), newest first, with the folio's AMC. */
export function madeRequests(db: Executor, accountId: number, folioNo?: string) {
  return db
    .select({ request: folioContactRequests, amc: folios.amc })
    .from(folioContactRequests)
    .innerJoin(folios, eq(folios.folioNo, folioContactRequests.folioNo))
    .where(
      and(
        eq(folioContactRequests.accountId, accountId),
        inArray(folioContactRequests.status, madeStatuses),
        folioNo === undefined ? undefined : eq(folioContactRequests.folioNo, folioNo),
      ),
    )
    .orderBy(desc(folioContactRequests.createdAt), desc(folioContactRequests.id));
}

/** Seeds: the registrar's contacts of every folio that has none, from its account. */
export async function fillRegistrarContacts(db: Executor): Promise<void> {
  await db.execute(sql`
    update folios set
      registrar_mobile = coalesce(folios.registrar_mobile, accounts.mobile),
      registrar_email = coalesce(folios.registrar_email, accounts.email)
    from accounts
    where accounts.id = folios.account_id
      and (folios.registrar_mobile is null or folios.registrar_email is null)`);
}

export async function setRegistrarContacts(
  db: Executor,
  folioNo: string,
  contacts: { registrarMobile?: string; registrarEmail?: string },
): Promise<void> {
  await db.update(folios).set(contacts).where(eq(folios.folioNo, folioNo));
}

export async function hasRequests(db: Executor, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: folioContactRequests.id })
    .from(folioContactRequests)
    .where(eq(folioContactRequests.accountId, accountId))
    .limit(1);
  return row !== undefined;
}

/** The account's changes waiting at the registrar, oldest first. */
export function waitingAtRegistrar(db: Executor, accountId: number): Promise<ChangeRequestRow[]> {
  return db
    .select()
    .from(folioContactRequests)
    .where(
      and(
        eq(folioContactRequests.accountId, accountId),
        eq(folioContactRequests.status, 'PENDING'),
      ),
    )
    .orderBy(asc(folioContactRequests.id));
}

/** The registrar decided a waiting change; false when it was decided already. */
export async function closeRequest(
  tx: Executor,
  id: number,
  decision: { status: 'COMPLETED' | 'REJECTED'; reason: string; at: Date },
): Promise<boolean> {
  const rows = await tx
    .update(folioContactRequests)
    .set({ status: decision.status, registrarReason: decision.reason, completedAt: decision.at })
    .where(and(eq(folioContactRequests.id, id), eq(folioContactRequests.status, 'PENDING')))
    .returning({ id: folioContactRequests.id });
  return rows.length > 0;
}
