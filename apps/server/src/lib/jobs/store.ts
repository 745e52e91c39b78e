import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jobs, type JobRow } from '../../db/schema.js';

/** Where a job's error or reason is kept: enough to read, never a whole stack. */
const clip = (text: string) => text.slice(0, 500);

/** What an enqueue may say besides the payload. */
export interface EnqueueOptions {
  /** One job per queue and key: a second enqueue with the key changes nothing. */
  key?: string;
  /** Not run before this instant (realNow); due at once when left out. */
  runAfter?: Date;
}

/**
 * Queues a job in the caller's transaction, so it exists exactly when the work it stands for was
 * committed.
 */
export async function enqueueJob(
  tx: Executor,
  queue: string,
  payload: Record<string, unknown>,
  options: EnqueueOptions = {},
): Promise<void> {
  await tx
    .insert(jobs)
    .values({
      queue,
      payload,
      key: options.key ?? null,
      ...(options.runAfter ? { runAfter: options.runAfter } : {}),
    })
    .onConflictDoNothing();
}

/**
 * Leases up to `limit` due jobs of a queue until `leaseUntil`: PENDING or WAITING ones whose time
 * has come, and RUNNING ones whose lease ran out (their instance stopped). SKIP LOCKED keeps two
 * instances from taking one job.
 */
export async function claimJobs(
  db: Executor,
  queue: string,
  limit: number,
  now: Date,
  leaseUntil: Date,
): Promise<JobRow[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, queue),
        or(
          and(inArray(jobs.status, ['PENDING', 'WAITING']), lte(jobs.runAfter, now)),
          and(eq(jobs.status, 'RUNNING'), lte(jobs.leaseUntil, now)),
        ),
      ),
    )
    .orderBy(asc(jobs.runAfter), asc(jobs.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ status: 'RUNNING', leaseUntil })
    .where(inArray(jobs.id, due))
    .returning();
  return claimed.sort((a, b) => a.runAfter.getTime() - b.runAfter.getTime() || a.id - b.id);
}

/** The job's handler ended it; a job another instance already ended is left as it is. */
export async function finishJob(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'DONE', finishedAt: now, leaseUntil: null, attempts: sql`${jobs.attempts} + 1` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'RUNNING')));
}

/** A failed attempt: due again at `retryAt`, its error kept. */
export async function retryJob(db: Executor, id: number, retryAt: Date, error: string) {
  await db
    .update(jobs)
    .set({
      status: 'PENDING',
      runAfter: retryAt,
      leaseUntil: null,
      lastError: clip(error),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(eq(jobs.id, id));
}

/** The last attempt failed: the job is DEAD, with the error that ended it. */
export async function buryJob(db: Executor, id: number, now: Date, error: string): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'DEAD',
      finishedAt: now,
      leaseUntil: null,
      lastError: clip(error),
      attempts: sql`${jobs.attempts} + 1`,
    })
    .where(eq(jobs.id, id));
}

/** The handler said "not yet": WAITING until `until`, without counting an attempt. */
export async function holdJob(db: Executor, id: number, until: Date, reason: string) {
  await db
    .update(jobs)
    .set({ status: 'WAITING', runAfter: until, leaseUntil: null, lastError: clip(reason) })
    .where(eq(jobs.id, id));
}

/** Hands leased jobs back untouched, due at once: their handlers never started. */
export async function releaseJobs(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ status: 'PENDING', leaseUntil: null })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'RUNNING')));
}

/** Makes the waiting jobs (and those waiting out a retry) of the queues due now. */
export async function wakeJobs(db: Executor, queues: string[], now: Date): Promise<void> {
  if (queues.length === 0) return;
  await db
    .update(jobs)
    .set({ runAfter: now })
    .where(
      and(
        inArray(jobs.queue, queues),
        inArray(jobs.status, ['PENDING', 'WAITING']),
        gt(jobs.runAfter, now),
      ),
    );
}

/** The jobs that ran out of attempts, newest first, with their last error. */
export async function deadJobs(db: Executor, queue?: string, limit = 50): Promise<JobRow[]> {
  const dead = eq(jobs.status, 'DEAD');
  return db
    .select()
    .from(jobs)
    .where(queue ? and(dead, eq(jobs.queue, queue)) : dead)
    .orderBy(desc(jobs.finishedAt), desc(jobs.id))
    .limit(limit);
}
