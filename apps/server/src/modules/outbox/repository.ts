import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { enqueueJob } from '../../lib/jobs/index.js';
import { accounts, outbox, type OutboxInsert, type OutboxRow } from '../../db/schema.js';

/** The job queue of messages to deliver, one job per message. */
export const outboxQueue = 'outbox';

/** Writes the messages with a delivery job each, in the caller's transaction. */
export async function enqueue(db: Db | Tx, rows: OutboxInsert[]): Promise<void> {
  if (rows.length === 0) return;
  const written = await db.insert(outbox).values(rows).returning({ id: outbox.id });
  for (const { id } of written)
    await enqueueJob(db, outboxQueue, { messageId: id }, { key: String(id) });
}

/** The message while it waits for delivery. */
export async function pendingMessage(db: Db, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.id, id), eq(outbox.status, 'PENDING')));
  return row;
}

export async function markSent(db: Db, id: number, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'SENT', sentAt: now, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
}

/** A delivery that failed: counted on the message, with its error, as the sandbox outbox shows it. */
export async function markFailedAttempt(db: Db | Tx, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(outbox.id, id));
}

/** The message's delivery ran out of attempts. */
export async function markFailed(tx: Tx, id: number): Promise<void> {
  await tx.update(outbox).set({ status: 'FAILED' }).where(eq(outbox.id, id));
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
