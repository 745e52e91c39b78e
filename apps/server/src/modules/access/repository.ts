import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstRow, newestRow } from '../../db/rows.js';
import { accountHolders, accounts, captchas, recoveryRequests, sessions } from '../../db/schema.js';

export type Account = typeof accounts.$inferSelect;

export function findAccountByNjAcNo(db: Executor, njAcNo: string): Promise<Account | undefined> {
  return firstRow(db, accounts, eq(accounts.njAcNo, njAcNo));
}

export function findAccountByLoginId(db: Executor, loginId: string): Promise<Account | undefined> {
  return firstRow(db, accounts, sql`lower(${accounts.loginId}) = lower(${loginId})`);
}

export function findAccountById(db: Executor, id: number): Promise<Account | undefined> {
  return firstRow(db, accounts, eq(accounts.id, id));
}

export async function updateAccount(
  db: Executor,
  id: number,
  values: Partial<typeof accounts.$inferInsert>,
) {
  await db.update(accounts).set(values).where(eq(accounts.id, id));
}

export async function insertSession(
  db: Executor,
  values: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(values);
}

export interface LiveSession {
  sessionId: number;
  accountId: number;
  kind: string;
  lastSeenAt: Date;
  deferredSteps: string[];
}

export async function findLiveSession(
  db: Executor,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<LiveSession | undefined> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      kind: sessions.kind,
      lastSeenAt: sessions.lastSeenAt,
      deferredSteps: sessions.deferredSteps,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return rows[0];
}

export async function touchSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of the account, but the one kept (the session making a change). */
export async function revokeAccountSessions(
  db: Executor,
  accountId: number,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

/** Adds a put-off step to the session once, whatever the order of concurrent calls. */
export async function deferStep(db: Executor, sessionId: number, step: string): Promise<string[]> {
  const rows = await db
    .update(sessions)
    .set({
      deferredSteps: sql`case when ${sessions.deferredSteps} ? ${step} then ${sessions.deferredSteps}
        else ${sessions.deferredSteps} || jsonb_build_array(${step}::text) end`,
    })
    .where(eq(sessions.id, sessionId))
    .returning({ deferredSteps: sessions.deferredSteps });
  return rows[0]?.deferredSteps ?? [];
}

export async function insertCaptcha(
  db: Executor,
  values: typeof captchas.$inferInsert,
): Promise<void> {
  await db.insert(captchas).values(values);
}

export function latestCaptcha(db: Executor, loginKey: string) {
  return newestRow(db, captchas, captchas.id, eq(captchas.loginKey, loginKey));
}

export async function useCaptcha(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(and(eq(captchas.id, id), isNull(captchas.usedAt)))
    .returning({ id: captchas.id });
  return rows.length > 0;
}

export async function insertRecovery(db: Executor, values: typeof recoveryRequests.$inferInsert) {
  await db.insert(recoveryRequests).values(values);
}

export function findRecovery(db: Executor, id: string) {
  return firstRow(db, recoveryRequests, eq(recoveryRequests.id, id));
}

export async function updateRecovery(
  db: Executor,
  id: string,
  values: Partial<typeof recoveryRequests.$inferInsert>,
) {
  await db.update(recoveryRequests).set(values).where(eq(recoveryRequests.id, id));
}

export function findRecoveryByTicket(db: Executor, ticketHash: string) {
  return firstRow(
    db,
    recoveryRequests,
    eq(recoveryRequests.resetTicketHash, ticketHash),
    isNull(recoveryRequests.ticketUsedAt),
  );
}

export function findAccountByPanAndDob(db: Executor, pan: string, dob: string) {
  return firstRow(db, accounts, eq(accounts.pan, pan), eq(accounts.dob, dob));
}

export async function insertAccount(
  db: Executor,
  values: typeof accounts.$inferInsert,
): Promise<Account> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

/** Serialises the choice of a new account number until the transaction ends. */
export async function lockAccountNumbers(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(5000000)`);
}

/** The highest wealth account number of the all-digit series, or null when there is none. */
export async function highestNjAcNo(db: Executor): Promise<number | null> {
  const rows = await db
    .select({ top: sql<string | null>`max(${accounts.njAcNo}::bigint)::text` })
    .from(accounts)
    .where(sql`${accounts.njAcNo} ~ '^[0-9]{1,15}$'`);
  const top = rows[0]?.top;
  return top ? Number(top) : null;
}

export async function insertHolders(db: Executor, rows: (typeof accountHolders.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(accountHolders).values(rows);
}
