import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sandboxClock } from '../db/schema.js';
import type { BusinessClockStore } from '../lib/business-clock.js';
import { wallTime } from '../lib/clock.js';

const row = 1;

/** The business clock's offset in the database, shared by every instance. */
export function businessClockStore(db: Db): BusinessClockStore {
  return {
    async read() {
      const [found] = await db
        .select({ offsetMs: sandboxClock.offsetMs, anchorDate: sandboxClock.anchorDate })
        .from(sandboxClock)
        .where(eq(sandboxClock.id, row));
      return found ?? null;
    },
    async write(offsetMs, anchorDate) {
      await db
        .insert(sandboxClock)
        .values({ id: row, offsetMs, anchorDate })
        .onConflictDoUpdate({
          target: sandboxClock.id,
          // When it was moved, in real time: bookkeeping, not a date of the business.
          set: { offsetMs, anchorDate, updatedAt: wallTime() },
        });
    },
  };
}
