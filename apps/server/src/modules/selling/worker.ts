import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { JobRunner, notYet } from '../../lib/jobs/index.js';
import type { SellEngine, StepOutcome } from './engine.js';
import * as repo from './repository.js';

interface SellStep {
  orderId: number;
  kind: string;
}

/**
 * Runs the steps of placed sales from their jobs (lib/jobs): pricing at the NAV of the applicable
 * date, the switch-in leg, and the payout on the settlement day. A restart loses none, two
 * instances never run one step at once, and each step moves its order on once.
 */
export class SellWorker {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly engine: SellEngine,
    private readonly jobs = new JobRunner(db, clock),
  ) {
    jobs.register<SellStep>(repo.sellQueue, async ({ orderId, kind }) =>
      (await this.step(orderId, kind)) === 'DONE'
        ? 'DONE'
        : notYet('waiting for the NAV or the settlement day'),
    );
  }

  /** Runs the due jobs; returns how many steps were done. */
  runPending(): Promise<number> {
    return this.jobs.run(repo.sellQueue);
  }

  /** Makes the steps waiting for a NAV or a day due now (the sandbox's clock has moved). */
  wake(): Promise<void> {
    return this.jobs.wake(repo.sellQueue);
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
}
