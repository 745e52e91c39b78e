import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { newestRow } from '../../db/rows.js';
import { otps } from '../../db/schema.js';

export type Otp = typeof otps.$inferSelect;

export async function insertOtp(db: Executor, values: typeof otps.$inferInsert): Promise<number> {
  const rows = await db.insert(otps).values(values).returning({ id: otps.id });
  return rows[0]!.id;
}

export async function setOtpHash(db: Executor, id: number, codeHash: string): Promise<void> {
  await db.update(otps).set({ codeHash }).where(eq(otps.id, id));
}

export async function retireOtps(
  db: Executor,
  holder: string,
  purpose: string,
  now: Date,
): Promise<void> {
  await db
    .update(otps)
    .set({ usedAt: now })
    .where(and(eq(otps.holder, holder), eq(otps.purpose, purpose), isNull(otps.usedAt)));
}

/** OTPs sent for a purpose: since a time across the holder, or ever for one request. */
export async function sentOtps(
  db: Executor,
  holder: string,
  purpose: string,
  scope: { since: Date } | { requestRef: string },
): Promise<{ count: number; lastAt: Date | null }> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${otps.createdAt})` })
    .from(otps)
    .where(
      and(
        eq(otps.holder, holder),
        eq(otps.purpose, purpose),
        'since' in scope ? gt(otps.createdAt, scope.since) : eq(otps.requestRef, scope.requestRef),
      ),
    );
  const last = rows[0]?.last;
  return { count: rows[0]?.n ?? 0, lastAt: last ? new Date(last) : null };
}

export function activeOtp(
  db: Executor,
  holder: string,
  purpose: string,
  requestRef: string,
): Promise<Otp | undefined> {
  return newestRow(
    db,
    otps,
    otps.id,
    eq(otps.holder, holder),
    eq(otps.purpose, purpose),
    eq(otps.requestRef, requestRef),
    isNull(otps.usedAt),
  );
}

/** One more wrong entry; the OTP is spent when the limit is reached. */
export async function recordWrongOtp(
  db: Executor,
  id: number,
  maxWrong: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(otps)
    .set({
      wrongCount: sql`${otps.wrongCount} + 1`,
      usedAt: sql`case when ${otps.wrongCount} + 1 >= ${maxWrong} then ${now.toISOString()}::timestamptz else null end`,
    })
    .where(and(eq(otps.id, id), isNull(otps.usedAt)))
    .returning({ wrongCount: otps.wrongCount });
  return rows[0]?.wrongCount ?? maxWrong;
}

export async function spendOtp(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otps)
    .set({ usedAt: now })
    .where(and(eq(otps.id, id), isNull(otps.usedAt)))
    .returning({ id: otps.id });
  return rows.length > 0;
}
