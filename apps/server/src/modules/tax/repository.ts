import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { taxSettings } from '../../db/schema.js';

/** The investor's slab in basis points; null when none is chosen. */
export async function slabOf(db: Executor, accountId: number): Promise<number | null> {
  const [row] = await db
    .select({ slab: taxSettings.slabBasisPoints })
    .from(taxSettings)
    .where(eq(taxSettings.accountId, accountId));
  return row?.slab ?? null;
}

/** Chooses the slab, or clears it with null. */
export async function saveSlab(
  db: Executor,
  accountId: number,
  slabBasisPoints: number | null,
  at: Date,
): Promise<void> {
  if (slabBasisPoints === null) {
    await db.delete(taxSettings).where(eq(taxSettings.accountId, accountId));
    return;
  }
  await db
    .insert(taxSettings)
    .values({ accountId, slabBasisPoints, updatedAt: at })
    .onConflictDoUpdate({
      target: taxSettings.accountId,
      set: { slabBasisPoints, updatedAt: at },
    });
}
