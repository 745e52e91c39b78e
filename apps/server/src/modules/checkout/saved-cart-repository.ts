import type { TSavedCartLines } from '@cdesk/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { savedCarts, type SavedCartRow } from '../../db/schema.js';

export type { SavedCartRow } from '../../db/schema.js';

export function savedCartOf(db: Executor, accountId: number): Promise<SavedCartRow | undefined> {
  return firstRow(db, savedCarts, eq(savedCarts.accountId, accountId));
}

/** Reads the row for update, so a clear after payment and a save never interleave. */
export async function lockedCartOf(
  db: Executor,
  accountId: number,
): Promise<SavedCartRow | undefined> {
  const [row] = await db
    .select()
    .from(savedCarts)
    .where(eq(savedCarts.accountId, accountId))
    .for('update');
  return row;
}

export async function upsertSavedCart(
  db: Executor,
  row: { accountId: number; cart: TSavedCartLines; nfoCart: TSavedCartLines; updatedAt: Date },
): Promise<SavedCartRow> {
  const [saved] = await db
    .insert(savedCarts)
    .values(row)
    .onConflictDoUpdate({
      target: savedCarts.accountId,
      set: { cart: row.cart, nfoCart: row.nfoCart, updatedAt: row.updatedAt },
    })
    .returning();
  if (!saved) throw new Error('The saved cart was not written');
  return saved;
}
