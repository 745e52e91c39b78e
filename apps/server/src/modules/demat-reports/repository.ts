import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/tables/access.js';

/** The holder of a shared report's account, or undefined when it is gone. */
export async function holderOf(db: Executor, accountId: number) {
  const [row] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}
