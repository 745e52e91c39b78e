import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { firstRow, hasRow, insertOnce } from '../../db/rows.js';
import {
  accounts,
  type FolioRow,
  folios,
  type MfTransactionRow,
  mfTransactions,
  type NewMfTransaction,
  type NewSipRegistration,
  type NewSwpRegistration,
  type SipRegistrationRow,
  sipRegistrations,
  type SwpRegistrationRow,
  swpRegistrations,
} from '../../db/schema.js';

export type {
  FolioRow,
  MfTransactionRow,
  SipRegistrationRow,
  SwpRegistrationRow,
} from '../../db/schema.js';

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
    .where(and(eq(folios.accountId, accountId), eq(folios.amc, amc), eq(folios.mode, 'P')))
    .orderBy(asc(folios.id))
    .limit(1);
  return rows[0];
}

export function folioByNo(db: Executor, folioNo: string): Promise<FolioRow | undefined> {
  return firstRow(db, folios, eq(folios.folioNo, folioNo));
}

/** Inserts the folio; undefined when the number is already taken. */
export function insertFolio(
  db: Executor,
  row: { accountId: number; amc: string; folioNo: string },
): Promise<FolioRow | undefined> {
  return insertOnce(db, folios, row);
}

/** Inserts the transaction; undefined when its order reference is already recorded. */
export function insertTransaction(
  db: Executor,
  row: NewMfTransaction,
): Promise<MfTransactionRow | undefined> {
  return insertOnce(db, mfTransactions, row, mfTransactions.orderRef);
}

export function transactionByOrderRef(
  db: Executor,
  orderRef: string,
): Promise<MfTransactionRow | undefined> {
  return firstRow(db, mfTransactions, eq(mfTransactions.orderRef, orderRef));
}

/** Inserts the registration; undefined when its order reference is already registered. */
export function insertSip(
  db: Executor,
  row: NewSipRegistration,
): Promise<SipRegistrationRow | undefined> {
  return insertOnce(db, sipRegistrations, row, sipRegistrations.orderRef);
}

export function sipByOrderRef(
  db: Executor,
  orderRef: string,
): Promise<SipRegistrationRow | undefined> {
  return firstRow(db, sipRegistrations, eq(sipRegistrations.orderRef, orderRef));
}

export function insertSwp(
  db: Executor,
  row: NewSwpRegistration,
): Promise<SwpRegistrationRow | undefined> {
  return insertOnce(db, swpRegistrations, row, swpRegistrations.orderRef);
}

export function swpByOrderRef(
  db: Executor,
  orderRef: string,
): Promise<SwpRegistrationRow | undefined> {
  return firstRow(db, swpRegistrations, eq(swpRegistrations.orderRef, orderRef));
}

/** The accounts that hold the given account codes (a family member's code may have none). */
export async function accountIdsByAcCodes(db: Executor, acCodes: string[]) {
  if (acCodes.length === 0) return [];
  return db
    .select({ accountId: accounts.id, acCode: accounts.acCode })
    .from(accounts)
    .where(inArray(accounts.acCode, acCodes));
}

/** The identifiers an outside system knows the accounts by, in id order. */
export async function investorsOf(db: Executor, accountIds: number[]) {
  if (accountIds.length === 0) return [];
  return db
    .select({
      id: accounts.id,
      njAcNo: accounts.njAcNo,
      pan: accounts.pan,
      dematAccNo: accounts.dematAccNo,
    })
    .from(accounts)
    .where(inArray(accounts.id, accountIds))
    .orderBy(asc(accounts.id));
}

/** Allotted unit movements of the accounts up to a trade date, oldest first. */
export function allottedUpTo(db: Executor, accountIds: number[], isoDate: string) {
  return db
    .select()
    .from(mfTransactions)
    .where(
      and(
        inArray(mfTransactions.accountId, accountIds),
        eq(mfTransactions.status, 'ALLOTTED'),
        lte(mfTransactions.tradeDate, isoDate),
      ),
    )
    .orderBy(asc(mfTransactions.tradeDate), asc(mfTransactions.id));
}

/** One page of the accounts' transactions, newest first, and how many there are in all. */
export async function transactionPage(
  db: Executor,
  accountIds: number[],
  limit: number,
  offset: number,
): Promise<{ rows: MfTransactionRow[]; total: number }> {
  const where = inArray(mfTransactions.accountId, accountIds);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mfTransactions)
      .where(where)
      .orderBy(desc(mfTransactions.tradeDate), desc(mfTransactions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(mfTransactions).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

/** The accounts' SIP registrations with the installments allotted so far; running ones first. */
export async function sipsOf(db: Executor, accountIds: number[]) {
  const done = db
    .select({ sipId: mfTransactions.sipRegistrationId, n: count().as('n') })
    .from(mfTransactions)
    .where(and(isNotNull(mfTransactions.sipRegistrationId), eq(mfTransactions.status, 'ALLOTTED')))
    .groupBy(mfTransactions.sipRegistrationId)
    .as('done');
  return db
    .select({ sip: sipRegistrations, installmentsDone: sql<number>`coalesce(${done.n}, 0)::int` })
    .from(sipRegistrations)
    .leftJoin(done, eq(done.sipId, sipRegistrations.id))
    .where(inArray(sipRegistrations.accountId, accountIds))
    .orderBy(
      asc(sipRegistrations.status),
      desc(sipRegistrations.startDate),
      asc(sipRegistrations.id),
    );
}

export async function swpsOf(db: Executor, accountIds: number[]) {
  return db
    .select()
    .from(swpRegistrations)
    .where(inArray(swpRegistrations.accountId, accountIds))
    .orderBy(
      asc(swpRegistrations.status),
      desc(swpRegistrations.startDate),
      asc(swpRegistrations.id),
    );
}

export function hasTransactions(db: Executor, accountId: number): Promise<boolean> {
  return hasRow(db, mfTransactions, eq(mfTransactions.accountId, accountId));
}

/** The account's folios with their AMC and mode. */
export function foliosOf(db: Executor, accountId: number): Promise<FolioRow[]> {
  return db.select().from(folios).where(eq(folios.accountId, accountId)).orderBy(asc(folios.id));
}

/** Allotted unit movements of an account (of one folio's scheme, when given), oldest first. */
export function movementsOf(
  db: Executor,
  accountId: number,
  of: { folioNo?: string; schemeCode?: number } = {},
) {
  return db
    .select()
    .from(mfTransactions)
    .where(
      and(
        eq(mfTransactions.accountId, accountId),
        eq(mfTransactions.status, 'ALLOTTED'),
        of.folioNo === undefined ? undefined : eq(mfTransactions.folioNo, of.folioNo),
        of.schemeCode === undefined ? undefined : eq(mfTransactions.schemeCode, of.schemeCode),
      ),
    )
    .orderBy(asc(mfTransactions.navDate), asc(mfTransactions.id));
}

/** Every allotted unit movement of the accounts, by NAV date: what statements are built from. */
export function allottedMovementsOf(db: Executor, accountIds: number[]) {
  return db
    .select()
    .from(mfTransactions)
    .where(
      and(inArray(mfTransactions.accountId, accountIds), eq(mfTransactions.status, 'ALLOTTED')),
    )
    .orderBy(asc(mfTransactions.navDate), asc(mfTransactions.id));
}

/** The accounts' folios, oldest first. */
export function foliosOfAccounts(db: Executor, accountIds: number[]): Promise<FolioRow[]> {
  return db
    .select()
    .from(folios)
    .where(inArray(folios.accountId, accountIds))
    .orderBy(asc(folios.id));
}

/** Names and PANs of the accounts, for the heading of a statement. */
export function holdersOf(db: Executor, accountIds: number[]) {
  return db
    .select({ id: accounts.id, name: accounts.name, pan: accounts.pan, njAcNo: accounts.njAcNo })
    .from(accounts)
    .where(inArray(accounts.id, accountIds))
    .orderBy(asc(accounts.id));
}
