import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../db/client.js';

/**
 * The columns a table of durable jobs has: a status (PENDING, RUNNING while leased, then a final
 * state), the time it is next due (or its lease runs out), its attempts, a reason and when it ended.
 */
export interface JobTable {
  table: PgTable;
  id: PgColumn;
  status: PgColumn;
  runAfter: PgColumn;
  attempts: PgColumn;
  /** Where the last failure (or the reason of a final state) is written. */
  reason: PgColumn;
  doneAt: PgColumn;
}

const idsOf = (result: unknown): number[] =>
  (result as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));

/**
 * The durable jobs of one table. Claiming leases due jobs: SKIP LOCKED keeps two instances from
 * taking one job, and a job whose lease ran out (its worker died) is due again. Only ids are
 * returned; the caller reads its own rows.
 */
export class DurableJobs {
  constructor(private readonly jobs: JobTable) {}

  async claim(
    tx: Tx,
    limit: number,
    now: Date,
    leaseUntil: Date,
    orderBy: SQL = sql`${this.jobs.id}`,
  ): Promise<number[]> {
    const { table, id, status, runAfter } = this.jobs;
    const due = idsOf(
      await tx.execute(sql`
        select ${id} as id from ${table}
         where ${status} in ('PENDING', 'RUNNING') and ${runAfter} <= ${now.toISOString()}
         order by ${orderBy}
         limit ${limit}
           for update skip locked`),
    );
    if (due.length === 0) return [];
    await tx.execute(sql`
      update ${table} set ${sql.identifier(status.name)} = 'RUNNING',
             ${sql.identifier(runAfter.name)} = ${leaseUntil.toISOString()}
       where ${id} in (${sql.join(
         due.map((n) => sql`${n}`),
         sql`, `,
       )})`);
    return due;
  }

  /** Ends a leased job (DONE unless said); a job another run already ended is left as it is. */
  async finish(
    tx: Executor,
    jobId: number,
    now: Date,
    outcome: { status?: 'DONE' | 'FAILED' | 'SKIPPED'; reason?: string } = {},
  ): Promise<void> {
    const { table, id, status, attempts, reason, doneAt } = this.jobs;
    const col = (c: PgColumn) => sql.identifier(c.name);
    await tx.execute(sql`
      update ${table}
         set ${col(status)} = ${outcome.status ?? 'DONE'},
             ${col(doneAt)} = ${now.toISOString()},
             ${col(attempts)} = ${attempts} + 1
             ${outcome.reason === undefined ? sql`` : sql`, ${col(reason)} = ${outcome.reason.slice(0, 500)}`}
       where ${id} = ${jobId} and ${status} = 'RUNNING'`);
  }

  /** A failed attempt: due again at runAfter, or FAILED once it has had maxAttempts. */
  async postpone(
    tx: Executor,
    jobId: number,
    runAfter: Date,
    error: string,
    maxAttempts: number,
  ): Promise<void> {
    const { table, id, status, attempts, reason } = this.jobs;
    const col = (c: PgColumn) => sql.identifier(c.name);
    await tx.execute(sql`
      update ${table}
         set ${col(attempts)} = ${attempts} + 1,
             ${col(this.jobs.runAfter)} = ${runAfter.toISOString()},
             ${col(reason)} = ${error.slice(0, 500)},
             ${col(status)} = case when ${attempts} + 1 >= ${maxAttempts} then 'FAILED' else 'PENDING' end
       where ${id} = ${jobId}`);
  }

  /**
   * Makes every waiting job due now: after the sandbox's business clock moves, what waited for a
   * NAV or a day need not sit out its retry interval.
   */
  async wake(tx: Executor, now: Date): Promise<void> {
    const { table, status, runAfter } = this.jobs;
    await tx.execute(sql`
      update ${table} set ${sql.identifier(runAfter.name)} = ${now.toISOString()}
       where ${status} = 'PENDING' and ${runAfter} > ${now.toISOString()}`);
  }

  /** A job waiting for a day: due again at runAfter without counting an attempt. */
  async defer(tx: Executor, jobId: number, runAfter: Date, why: string): Promise<void> {
    const { table, id, status, reason } = this.jobs;
    const col = (c: PgColumn) => sql.identifier(c.name);
    await tx.execute(sql`
      update ${table}
         set ${col(status)} = 'PENDING',
             ${col(this.jobs.runAfter)} = ${runAfter.toISOString()},
             ${col(reason)} = ${why.slice(0, 500)}
       where ${id} = ${jobId}`);
  }
}
