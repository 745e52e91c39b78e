import type { Db, Tx } from '../../db/client.js';
import type { JobRow } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import * as store from './store.js';

/** A handler's "not yet": the job waits (WAITING) until `until` without counting an attempt. */
export interface NotYet {
  notYet: string;
  /** When to try again; the queue's wait from now when left out. */
  until?: Date;
}

/**
 * What a handler says of its job: DONE did the queue's work (counted by `run`), ENDED found
 * nothing left to do, and a NotYet waits. A thrown error is a failed attempt.
 */
export type JobOutcome = 'DONE' | 'ENDED' | NotYet;

export const notYet = (reason: string, until?: Date): NotYet => ({
  notYet: reason,
  ...(until ? { until } : {}),
});

export type JobHandler<P> = (payload: P, job: JobRow) => Promise<JobOutcome>;

/** How one queue runs. */
export interface QueueOptions<P> {
  /** Attempts before the job is DEAD (default 50). */
  maxAttempts?: number;
  /** The first retry's delay, doubled after each failure up to `maxBackoffMs` (default 60 s). */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** How long a NotYet without a time waits (default 60 s). */
  waitMs?: number;
  /** How often the running server looks for due jobs of the queue (default 2 s). */
  pollMs?: number;
  /** Runs before each batch of the queue, e.g. to enqueue what has come due. */
  beforeBatch?: () => Promise<void>;
  /** In the transaction that makes a job DEAD: what its work records of the failure. */
  onDead?: (tx: Tx, payload: P, error: string) => Promise<void>;
}

/** How the runner leases and batches, for every queue. */
export interface RunnerOptions {
  /** Jobs claimed at once (default 20). */
  batch?: number;
  /** How long a claimed job is held before another instance may run it (default 5 min). */
  leaseMs?: number;
}

interface Queue {
  handler: JobHandler<unknown>;
  options: Required<Omit<QueueOptions<unknown>, 'beforeBatch' | 'onDead'>> & QueueOptions<unknown>;
  lastPolled: number;
}

/** The delay before retry `attempt` (1 for the first failure), doubling up to the cap. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), maxMs);
}

/**
 * The one runner of the server's background work. Handlers are registered per queue; the rows of
 * the `jobs` table are the truth, so any number of instances share them: a claimed job is leased
 * (SKIP LOCKED), runs once, and comes due again if its instance stops before ending it. A failure
 * retries with exponential backoff until the queue's attempts run out, then the job is DEAD with
 * its error. Leases, retries and waits are reckoned on the wall clock (`realNow`).
 */
export class JobRunner {
  private readonly queues = new Map<string, Queue>();
  private readonly running = new Map<string, Promise<number>>();
  private readonly followUps = new Map<string, Promise<number>>();
  private timer: NodeJS.Timeout | undefined;
  private stopping = false;
  private readonly batch: number;
  private readonly leaseMs: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    options: RunnerOptions = {},
  ) {
    this.batch = options.batch ?? 20;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
  }

  register<P>(queue: string, handler: JobHandler<P>, options: QueueOptions<P> = {}): void {
    const defaults = { maxAttempts: 50, backoffMs: 60_000, maxBackoffMs: 60 * 60_000 };
    this.queues.set(queue, {
      handler: handler as JobHandler<unknown>,
      options: { ...defaults, waitMs: 60_000, pollMs: 2000, ...options } as Queue['options'],
      lastPolled: 0,
    });
  }

  /**
   * Runs the queue's due jobs until none is left; returns how many were DONE. One instance never
   * runs a queue twice at once: a call while the queue runs is answered by one more run after it,
   * which takes the jobs queued since the running one last looked.
   */
  run(queue: string): Promise<number> {
    const current = this.running.get(queue);
    if (!current) return this.begin(queue);
    let next = this.followUps.get(queue);
    if (!next) {
      next = current
        .catch(() => 0)
        .then(() => {
          this.followUps.delete(queue);
          return this.run(queue);
        });
      this.followUps.set(queue, next);
    }
    return next;
  }

  private begin(queue: string): Promise<number> {
    const started = this.drain(queue).finally(() => this.running.delete(queue));
    this.running.set(queue, started);
    return started;
  }

  /** Makes the waiting jobs of a queue (of every queue when left out) due now. */
  wake(queue?: string): Promise<void> {
    const queues = queue ? [queue] : [...this.queues.keys()];
    return store.wakeJobs(this.db, queues, this.clock.realNow());
  }

  /** The jobs that ran out of attempts, newest first, with their last error. */
  dead(queue?: string, limit = 50): Promise<JobRow[]> {
    return store.deadJobs(this.db, queue, limit);
  }

  /** Looks for due jobs every `tickMs`, each queue at its own `pollMs`. */
  start(tickMs = 500): void {
    this.stopping = false;
    this.timer ??= setInterval(() => this.tick(), tickMs);
    this.timer.unref();
  }

  /**
   * Stops claiming, hands back what was claimed but not begun, and waits for the handlers that
   * are running to end: no job is left half-done by a shutdown.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await Promise.all([...this.running.values()].map((run) => run.catch(() => 0)));
  }

  private tick(): void {
    const now = this.clock.realNow().getTime();
    for (const [name, queue] of this.queues) {
      if (now - queue.lastPolled < queue.options.pollMs) continue;
      queue.lastPolled = now;
      // A failed batch is tried again on a later tick; its jobs stay due.
      void this.run(name).catch(() => undefined);
    }
  }

  private async drain(name: string): Promise<number> {
    const queue = this.queues.get(name);
    if (!queue) throw new Error(`No handler for the job queue ${name}`);
    if (this.stopping) return 0;
    await queue.options.beforeBatch?.();
    const seen = new Set<number>();
    let done = 0;
    while (!this.stopping) {
      const now = this.clock.realNow();
      const lease = new Date(now.getTime() + this.leaseMs);
      const claimed = await store.claimJobs(this.db, name, this.batch, now, lease);
      done += await this.runClaimed(queue, claimed);
      const again = claimed.some((job) => seen.has(job.id));
      for (const job of claimed) seen.add(job.id);
      if (claimed.length < this.batch || again) break;
    }
    return done;
  }

  private async runClaimed(queue: Queue, claimed: JobRow[]): Promise<number> {
    let done = 0;
    for (const [index, job] of claimed.entries()) {
      if (this.stopping) {
        await store.releaseJobs(
          this.db,
          claimed.slice(index).map((left) => left.id),
        );
        break;
      }
      if ((await this.runOne(queue, job)) === 'DONE') done += 1;
    }
    return done;
  }

  private async runOne(queue: Queue, job: JobRow): Promise<JobOutcome | 'FAILED'> {
    let outcome: JobOutcome;
    try {
      outcome = await queue.handler(job.payload, job);
    } catch (error) {
      await this.fail(queue, job, String(error));
      return 'FAILED';
    }
    const now = this.clock.realNow();
    if (typeof outcome === 'object') {
      const until = outcome.until ?? new Date(now.getTime() + queue.options.waitMs);
      await store.holdJob(this.db, job.id, until, outcome.notYet);
    } else await store.finishJob(this.db, job.id, now);
    return outcome;
  }

  private async fail(queue: Queue, job: JobRow, error: string): Promise<void> {
    const now = this.clock.realNow();
    const attempt = job.attempts + 1;
    const { maxAttempts, backoffMs, maxBackoffMs, onDead } = queue.options;
    if (attempt < maxAttempts) {
      const delay = backoffDelay(attempt, backoffMs, maxBackoffMs);
      await store.retryJob(this.db, job.id, new Date(now.getTime() + delay), error);
      return;
    }
    await this.db.transaction(async (tx) => {
      await store.buryJob(tx, job.id, now, error);
      await onDead?.(tx, job.payload, error);
    });
  }
}
