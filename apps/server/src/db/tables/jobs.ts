import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigId, createdAt, initialStatus, stamp } from './columns.js';

/**
 * The server's background work, every queue in one table (lib/jobs): PENDING until run_after,
 * RUNNING while an instance holds its lease, WAITING for a day or a NAV (due again at run_after,
 * or when woken), then DONE, or DEAD once its attempts ran out, with the last error kept.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigId(),
    queue: text('queue').notNull(),
    /** One job per queue and key, however often it is enqueued; null for a job of its own. */
    key: text('key'),
    payload: jsonb('payload').notNull().$type<Record<string, unknown>>(),
    status: initialStatus('PENDING'),
    runAfter: stamp('run_after').notNull().defaultNow(),
    /** While RUNNING: when the lease runs out and the job is due again. */
    leaseUntil: stamp('lease_until'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    createdAt: createdAt(),
    finishedAt: stamp('finished_at'),
  },
  (t) => [
    uniqueIndex('jobs_queue_key').on(t.queue, t.key),
    index('jobs_due_idx')
      .on(t.queue, t.runAfter)
      .where(sql`${t.status} in ('PENDING', 'WAITING', 'RUNNING')`),
    index('jobs_dead_idx')
      .on(t.queue, t.finishedAt)
      .where(sql`${t.status} = 'DEAD'`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
