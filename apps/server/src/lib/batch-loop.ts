/**
 * Runs a batch of durable work on demand or on a timer. A call while a batch runs joins it, so two
 * batches of one instance never overlap; the rows themselves keep instances apart.
 */
export class BatchLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(private readonly runBatch: () => Promise<number>) {}

  run(): Promise<number> {
    this.running ??= this.runBatch().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(intervalMs: number): void {
    // A failed batch is retried on the next tick; its rows stay due.
    this.timer ??= setInterval(() => void this.run().catch(() => undefined), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
  }
}
