import { randomBytes } from 'node:crypto';
import type { Paise } from '@cdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { firstRow } from '../db/rows.js';
import { providerRequests } from '../db/schema.js';

export type ProviderRequest = typeof providerRequests.$inferSelect;

/** The desk's references for steps a person completes on a provider's page, link to callback. */
export class ProviderRequestStore {
  constructor(private readonly db: Db) {}

  async openOrReuse(
    provider: string,
    kind: string,
    accountId: number,
    amountPaise: Paise = 0n,
  ): Promise<ProviderRequest> {
    const pending = await firstRow(
      this.db,
      providerRequests,
      eq(providerRequests.provider, provider),
      eq(providerRequests.kind, kind),
      eq(providerRequests.accountId, accountId),
      eq(providerRequests.status, 'PENDING'),
    );
    if (pending) return pending;
    const [created] = await this.db
      .insert(providerRequests)
      .values({ id: randomBytes(16).toString('hex'), provider, kind, accountId, amountPaise })
      .returning();
    return created!;
  }

  /** As openOrReuse, for a step of an account-opening application (no investor account yet). */
  async openForApplication(
    provider: string,
    kind: string,
    refNo: string,
  ): Promise<ProviderRequest> {
    const pending = await firstRow(
      this.db,
      providerRequests,
      eq(providerRequests.provider, provider),
      eq(providerRequests.kind, kind),
      eq(providerRequests.refNo, refNo),
      eq(providerRequests.status, 'PENDING'),
    );
    if (pending) return pending;
    const [created] = await this.db
      .insert(providerRequests)
      .values({ id: randomBytes(16).toString('hex'), provider, kind, refNo })
      .returning();
    return created!;
  }

  async find(id: string): Promise<ProviderRequest | undefined> {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    return firstRow(this.db, providerRequests, eq(providerRequests.id, id));
  }

  /** Marks a pending request done; false when it was already done (a second click changes nothing). */
  async complete(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(providerRequests)
      .set({ status: 'DONE', completedAt: now })
      .where(and(eq(providerRequests.id, id), eq(providerRequests.status, 'PENDING')))
      .returning({ id: providerRequests.id });
    return rows.length > 0;
  }
}
