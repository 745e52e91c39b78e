import type { Db } from '../../db/client.js';
import { BatchLoop } from '../../lib/batch-loop.js';
import type { Clock } from '../../lib/clock.js';
import type { SellEngine, StepOutcome } from './engine.js';
import * as repo from './repository.js';

const batch = 20;
const maxAttempts = 50;
const retryAfterMs = 60_000;
// A claimed job whose worker stops comes due again after this.
const leaseMs = 5 * 60_000;

/**
 * Runs the steps of placed sales from durable jobs: pricing at the NAV of the applicable date,
 * the switch-in leg, and the payout on the settlement day. A restart loses none (a claimed job
 * comes due again when its lease runs out), SKIP LOCKED keeps two instances from claiming one job,
 * and each step moves its order on once.
 */
export class SellWorker {
  private readonly loop = new BatchLoop(() => this.runBatch());

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly engine: SellEngine,
  ) {}

  /** Runs the due jobs; returns how many steps were done. */
  runPending(): Promise<number> {
    return this.loop.run();
  }

  private async runBatch(): Promise<number> {
    const now = this.clock.realNow();
    const jobs = await this.db.transaction((tx) =>
      repo.claimJobs(tx, batch, now, new Date(now.getTime() + leaseMs)),
    );
    let done = 0;
    for (const job of jobs) {
      try {
        const outcome = await this.step(job.orderId, job.kind);
        if (outcome === 'DONE') {
          await repo.finishJob(this.db, job.id, this.clock.realNow());
          done += 1;
        } else {
          const later = new Date(this.clock.realNow().getTime() + retryAfterMs);
          await repo.deferJob(this.db, job.id, later, 'waiting for the NAV or the settlement day');
        }
      } catch (error) {
        const later = new Date(this.clock.realNow().getTime() + retryAfterMs);
        await repo.postponeJob(this.db, job.id, later, String(error), maxAttempts);
      }
    }
    return done;
  }

  /** Makes the steps waiting for a NAV or a day due now (the sandbox's clock has moved). */
  wake(): Promise<void> {
    return repo.wakeJobs(this.db, this.clock.realNow());
  }

  private async step(orderId: number, kind: string): Promise<StepOutcome> {
    const order = await repo.orderById(this.db, orderId);
    if (!order) return 'DONE';
    switch (kind) {
      case 'PRICE':
        return this.engine.price(order);
      case 'SWITCH_IN':
        return this.engine.switchIn(order);
      case 'PAYOUT':
        return this.engine.payout(order);
      default:
        return 'DONE';
    }
  }

  start(intervalMs = 2000): void {
    this.loop.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }
}
