import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { accounts, sessions } from '../../db/schema.js';

export type Account = typeof accounts.$inferSelect;

export async function findAccountByNjAcNo(
  db: Db | Tx,
  njAcNo: string,
): Promise<Account | undefined> {
  const rows = await db.select().from(accounts).where(eq(accounts.njAcNo, njAcNo)).limit(1);
  return rows[0];
}

export async function findAccountByLoginId(
  db: Db | Tx,
  loginId: string,
): Promise<Account | undefined> {
  const rows = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.loginId}) = lower(${loginId})`)
    .limit(1);
  return rows[0];
}

export async function findAccountById(db: Db | Tx, id: number): Promise<Account | undefined> {
  const rows = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return rows[0];
}

/** Counts a failure atomically, so concurrent wrong passwords cannot skip the lock. */
export async function recordFailedAttempt(
  db: Db | Tx,
  accountId: number,
  blockAt: number,
): Promise<{ failedAttempts: number; blocked: boolean }> {
  const rows = await db
    .update(accounts)
    .set({
      failedAttempts: sql`${accounts.failedAttempts} + 1`,
      blocked: sql`${accounts.blocked} or ${accounts.failedAttempts} + 1 >= ${blockAt}`,
    })
    .where(eq(accounts.id, accountId))
    .returning({ failedAttempts: accounts.failedAttempts, blocked: accounts.blocked });
  return rows[0] ?? { failedAttempts: 0, blocked: false };
}

export async function clearFailedAttempts(db: Db | Tx, accountId: number): Promise<void> {
  await db.update(accounts).set({ failedAttempts: 0 }).where(eq(accounts.id, accountId));
}

export async function insertSession(
  db: Db | Tx,
  values: typeof sessions.$inferInsert,
): Promise<void> {
  await db.insert(sessions).values(values);
}

export interface LiveSession {
  sessionId: number;
  accountId: number;
  lastSeenAt: Date;
}

export async function findLiveSession(
  db: Db | Tx,
  tokenHash: string,
  now: Date,
  idleSince: Date,
): Promise<LiveSession | undefined> {
  const rows = await db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      lastSeenAt: sessions.lastSeenAt,
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

export async function touchSession(db: Db | Tx, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db | Tx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
