import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tradingHandoffs } from '../../db/schema.js';

export type NewHandoff = typeof tradingHandoffs.$inferInsert;

export function insertHandoff(db: Executor, row: NewHandoff): Promise<unknown> {
  return db.insert(tradingHandoffs).values(row);
}

/**
 * Spends a hand-over token: true for the one caller that finds it issued, unused and unexpired at
 * `now`; a second use, even a concurrent one, finds it spent.
 */
export async function spendHandoff(db: Executor, tokenId: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(tradingHandoffs)
    .set({ usedAt: now })
    .where(
      and(
        eq(tradingHandoffs.tokenId, tokenId),
        isNull(tradingHandoffs.usedAt),
        gt(tradingHandoffs.expiresAt, now),
      ),
    )
    .returning({ tokenId: tradingHandoffs.tokenId });
  return spent.length === 1;
}

export async function handoffById(db: Executor, tokenId: string) {
  const [row] = await db
    .select()
    .from(tradingHandoffs)
    .where(eq(tradingHandoffs.tokenId, tokenId))
    .limit(1);
  return row;
}
