import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstRow, newestRow, rowOf } from '../../db/rows.js';
import {
  nomineeAccounts,
  type NomineeDraft,
  nomineeDrafts,
  type NomineeRequest,
  nomineeRequests,
  type NomineeSigning,
  nomineeSignings,
} from '../../db/schema.js';

export type { NomineeDraft, NomineeRequest, NomineeSigning } from '../../db/schema.js';
export type DraftValues = Partial<
  Omit<typeof nomineeDrafts.$inferInsert, 'id' | 'requestId' | 'nomineeNo'>
>;
type RequestPatch = Partial<Omit<typeof nomineeRequests.$inferInsert, 'id' | 'accountId'>>;

const openStatuses = ['DRAFT', 'SUBMITTED'];

export function accountState(db: Executor, accountId: number) {
  return firstRow(db, nomineeAccounts, eq(nomineeAccounts.accountId, accountId));
}

export async function saveAccountState(
  tx: Executor,
  accountId: number,
  preference: string,
  optedOut: boolean,
  now: Date,
): Promise<void> {
  await tx
    .insert(nomineeAccounts)
    .values({ accountId, preference, optedOut, updatedAt: now })
    .onConflictDoUpdate({
      target: nomineeAccounts.accountId,
      set: { preference, optedOut, updatedAt: now },
    });
}

export function openRequest(
  db: Executor,
  accountId: number,
  { lock = false } = {},
): Promise<NomineeRequest | undefined> {
  return rowOf(lock)(
    db,
    nomineeRequests,
    eq(nomineeRequests.accountId, accountId),
    inArray(nomineeRequests.status, openStatuses),
  );
}

export function requestOf(
  db: Executor,
  accountId: number,
  id: number,
  { lock = false } = {},
): Promise<NomineeRequest | undefined> {
  return rowOf(lock)(
    db,
    nomineeRequests,
    eq(nomineeRequests.id, id),
    eq(nomineeRequests.accountId, accountId),
  );
}

export function lastSignedRequest(db: Executor, accountId: number) {
  return newestRow(
    db,
    nomineeRequests,
    nomineeRequests.closedAt,
    eq(nomineeRequests.accountId, accountId),
    eq(nomineeRequests.status, 'SIGNED'),
  );
}

export async function insertRequest(
  tx: Executor,
  values: typeof nomineeRequests.$inferInsert,
): Promise<NomineeRequest> {
  const [row] = await tx.insert(nomineeRequests).values(values).returning();
  return row!;
}

/** Every change moves the version on, so a form generated earlier can be told apart. */
export async function updateRequest(
  tx: Executor,
  id: number,
  patch: RequestPatch,
  now: Date,
  { bumpVersion = true } = {},
): Promise<NomineeRequest> {
  const [row] = await tx
    .update(nomineeRequests)
    .set({
      ...patch,
      updatedAt: now,
      ...(bumpVersion ? { version: sql`${nomineeRequests.version} + 1` } : {}),
    })
    .where(eq(nomineeRequests.id, id))
    .returning();
  return row!;
}

export function draftsOf(db: Executor, requestId: number): Promise<NomineeDraft[]> {
  return db
    .select()
    .from(nomineeDrafts)
    .where(eq(nomineeDrafts.requestId, requestId))
    .orderBy(asc(nomineeDrafts.nomineeNo));
}

export async function insertDrafts(
  tx: Executor,
  requestId: number,
  drafts: (DraftValues & { nomineeNo: number })[],
): Promise<void> {
  if (drafts.length === 0) return;
  await tx.insert(nomineeDrafts).values(drafts.map((d) => ({ ...d, requestId })));
}

export async function updateDraft(
  tx: Executor,
  requestId: number,
  nomineeNo: number,
  values: DraftValues,
): Promise<void> {
  await tx
    .update(nomineeDrafts)
    .set(values)
    .where(and(eq(nomineeDrafts.requestId, requestId), eq(nomineeDrafts.nomineeNo, nomineeNo)));
}

export async function deleteDraft(
  tx: Executor,
  requestId: number,
  nomineeNo: number,
): Promise<void> {
  await tx
    .delete(nomineeDrafts)
    .where(and(eq(nomineeDrafts.requestId, requestId), eq(nomineeDrafts.nomineeNo, nomineeNo)));
}

export async function clearShares(tx: Executor, requestId: number): Promise<void> {
  await tx
    .update(nomineeDrafts)
    .set({ sharePercent: null })
    .where(eq(nomineeDrafts.requestId, requestId));
}

export async function signingOf(db: Executor, requestId: number, { lock = false } = {}) {
  const query = db.select().from(nomineeSignings).where(eq(nomineeSignings.requestId, requestId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function signingByTxn(db: Executor, txnId: string) {
  return firstRow(db, nomineeSignings, eq(nomineeSignings.esignTxnId, txnId));
}

/** A fresh signing for a submitted form; a resubmission starts signing over. */
export async function resetSigning(
  tx: Executor,
  requestId: number,
  mode: string,
  version: number,
): Promise<void> {
  const fresh = {
    mode,
    status: 'INITIAL',
    version,
    otpRefId: '',
    otpHash: '',
    wrongCount: 0,
    sendCount: 0,
    lastSentAt: null,
    expiresAt: null,
    esignTxnId: '',
    tncLang: '',
    completedAt: null,
  };
  await tx
    .insert(nomineeSignings)
    .values({ requestId, ...fresh })
    .onConflictDoUpdate({ target: nomineeSignings.requestId, set: fresh });
}

export async function updateSigning(
  tx: Executor,
  id: number,
  patch: Partial<typeof nomineeSignings.$inferInsert>,
): Promise<NomineeSigning> {
  const [row] = await tx
    .update(nomineeSignings)
    .set(patch)
    .where(eq(nomineeSignings.id, id))
    .returning();
  return row!;
}

export function requestById(db: Executor, id: number): Promise<NomineeRequest | undefined> {
  return firstRow(db, nomineeRequests, eq(nomineeRequests.id, id));
}
