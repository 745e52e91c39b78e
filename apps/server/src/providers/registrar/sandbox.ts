import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sandboxRegistrarContactChanges as changes } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { ContactChange, ContactChangeStatus, RegistrarServices } from './port.js';

export type SandboxContactChange = typeof changes.$inferSelect;

/**
 * The sandbox registrar's service desk: a change of contact waits until a person approves or
 * rejects it on its page (`/cdesk/sandbox/registrar/contact-changes`), as a registrar's clerk does.
 */
export class SandboxRegistrarServices implements RegistrarServices {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async submitContactChange(change: ContactChange): Promise<void> {
    await this.db
      .insert(changes)
      .values({ ...change, status: 'PENDING', receivedAt: this.clock.realNow() })
      .onConflictDoNothing();
  }

  async contactChangeStatus(ref: string): Promise<ContactChangeStatus> {
    const [row] = await this.db.select().from(changes).where(eq(changes.ref, ref));
    if (!row) return { status: 'UNKNOWN', reason: '' };
    return { status: row.status as ContactChangeStatus['status'], reason: row.reason };
  }

  /** The changes waiting for a decision, oldest first. */
  pending(): Promise<SandboxContactChange[]> {
    return this.db
      .select()
      .from(changes)
      .where(eq(changes.status, 'PENDING'))
      .orderBy(asc(changes.receivedAt));
  }

  /** Approves or rejects a waiting change; false when it is not waiting (decided already). */
  async decide(ref: string, approve: boolean, reason: string): Promise<boolean> {
    const rows = await this.db
      .update(changes)
      .set({
        status: approve ? 'COMPLETED' : 'REJECTED',
        reason: approve ? '' : reason,
        decidedAt: this.clock.realNow(),
      })
      .where(and(eq(changes.ref, ref), eq(changes.status, 'PENDING')))
      .returning({ ref: changes.ref });
    return rows.length > 0;
  }
}
