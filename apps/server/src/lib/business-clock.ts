import { type Clock, wallTime } from './clock.js';

const dayMs = 24 * 60 * 60 * 1000;
const istOffsetMs = (5 * 60 + 30) * 60 * 1000;

/** Where the offset lives, so that restarts and every instance keep one business time. */
export interface BusinessClockStore {
  read(): Promise<{ offsetMs: number; anchorDate: string } | null>;
  write(offsetMs: number, anchorDate: string): Promise<void>;
}

/** How long an instance trusts the offset it read before it reads it again. */
const syncEveryMs = 1000;

/**
 * The sandbox's business clock: the wall clock plus an offset kept in the database. It starts on
 * the configured business day (SANDBOX_DATE) at the real India time of day, and time flows on from
 * there; the sandbox clock page moves it. The wall clock stays the real one.
 */
export class BusinessClock implements Clock {
  private offsetMs = 0;
  private syncedAt = Number.NEGATIVE_INFINITY;
  private syncing: Promise<void> | null = null;

  constructor(
    private readonly store: BusinessClockStore,
    /** The configured business day, YYYY-MM-DD. */
    readonly anchorDate: string,
    private readonly wall: () => Date = wallTime,
  ) {}

  realNow(): Date {
    return this.wall();
  }

  businessNow(): Date {
    return new Date(this.wall().getTime() + this.offsetMs);
  }

  /**
   * Reads the shared offset; a clock started from another SANDBOX_DATE (or never started) starts
   * again from this one.
   */
  async start(): Promise<void> {
    const stored = await this.store.read();
    if (stored && stored.anchorDate === this.anchorDate) this.offsetMs = stored.offsetMs;
    else await this.reset();
    this.syncedAt = performance.now();
  }

  /**
   * Reads the offset again when it is more than a second old: another instance may have moved it.
   * A read that fails keeps the offset it has; the request goes on and meets the database itself.
   */
  sync(): Promise<void> {
    if (performance.now() - this.syncedAt < syncEveryMs) return Promise.resolve();
    this.syncing ??= this.store
      .read()
      .then((stored) => {
        if (stored) this.offsetMs = stored.offsetMs;
        this.syncedAt = performance.now();
      })
      .catch(() => undefined)
      .finally(() => {
        this.syncing = null;
      });
    return this.syncing;
  }

  /** Moves the business time to an instant; it flows on from there. */
  async set(instant: Date): Promise<void> {
    this.offsetMs = instant.getTime() - this.wall().getTime();
    await this.store.write(this.offsetMs, this.anchorDate);
    this.syncedAt = performance.now();
  }

  /** Back to the configured business day, at the real India time of day. */
  async reset(): Promise<void> {
    const wall = this.wall().getTime();
    const wallDay = Math.floor((wall + istOffsetMs) / dayMs);
    const anchorDay = Date.parse(`${this.anchorDate}T00:00:00Z`) / dayMs;
    this.offsetMs = (anchorDay - wallDay) * dayMs;
    await this.store.write(this.offsetMs, this.anchorDate);
    this.syncedAt = performance.now();
  }
}
