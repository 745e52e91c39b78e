import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { accounts, outbox, type OutboxInsert, type OutboxRow } from '../../db/schema.js';

export async function enqueue(db: Db | Tx, rows: OutboxInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(outbox).values(rows);
}

/** Claims pending messages; SKIP LOCKED keeps two instances from sending one message twice. */
export async function claimPending(
  tx: Tx,
  limit: number,
  maxAttempts: number,
): Promise<OutboxRow[]> {
  const result = await tx.execute<OutboxRow>(sql`
    select id, account_id as "accountId", channel, recipient, subject, body, status, attempts,
           last_error as "lastError", created_at as "createdAt", sent_at as "sentAt"
      from ${outbox}
     where ${outbox.status} = 'PENDING' and ${outbox.attempts} < ${maxAttempts}
     order by ${outbox.id}
     limit ${limit}
       for update skip locked`);
  return (result as unknown as { rows: OutboxRow[] }).rows;
}

export async function markSent(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(outbox)
    .set({ status: 'SENT', sentAt: now, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
}

export async function markFailedAttempt(
  tx: Tx,
  id: number,
  error: string,
  maxAttempts: number,
): Promise<void> {
  await tx
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 500),
      status: sql`case when ${outbox.attempts} + 1 >= ${maxAttempts} then 'FAILED' else 'PENDING' end`,
    })
    .where(and(eq(outbox.id, id), lt(outbox.attempts, maxAttempts)));
}

export async function messagesFor(db: Db, njAcNo: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select({
      id: outbox.id,
      accountId: outbox.accountId,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .innerJoin(accounts, eq(accounts.id, outbox.accountId))
    .where(eq(accounts.njAcNo, njAcNo))
    .orderBy(desc(outbox.id))
    .limit(limit);
}

export async function messagesTo(db: Db, recipient: string, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(eq(sql`lower(${outbox.recipient})`, recipient.trim().toLowerCase()))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
