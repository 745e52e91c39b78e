import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/tables/access.js';
import { trustedLinks } from '../../db/tables/reports.js';

/** The holder of a shared report's account, or undefined when it is gone. */
export async function holderOf(db: Executor, accountId: number) {
  const [row] = await db
    .select({ name: accounts.name })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

export type TrustedLinkRow = typeof trustedLinks.$inferSelect;

export async function insertLink(db: Executor, values: typeof trustedLinks.$inferInsert) {
  const [row] = await db.insert(trustedLinks).values(values).returning();
  return row!;
}

export async function findLink(db: Executor, id: number) {
  const [row] = await db.select().from(trustedLinks).where(eq(trustedLinks.id, id));
  return row;
}

/** The links an investor shared, newest first. */
export function linksSharedBy(db: Executor, accountId: number) {
  return db
    .select()
    .from(trustedLinks)
    .where(eq(trustedLinks.sharedBy, accountId))
    .orderBy(desc(trustedLinks.createdAt), desc(trustedLinks.id));
}

/** Revokes one investor's links (one, or all that are not revoked yet); answers how many. */
export async function revokeLinks(
  db: Executor,
  accountId: number,
  at: Date,
  why: string,
  linkId?: number,
) {
  const rows = await db
    .update(trustedLinks)
    .set({ revokedAt: at, revokedWhy: why })
    .where(
      and(
        eq(trustedLinks.sharedBy, accountId),
        isNull(trustedLinks.revokedAt),
        linkId === undefined ? undefined : eq(trustedLinks.id, linkId),
      ),
    )
    .returning({ id: trustedLinks.id });
  return rows.length;
}
