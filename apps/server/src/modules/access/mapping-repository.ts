import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { mappingRequests } from '../../db/schema.js';

export type MappingRequest = typeof mappingRequests.$inferSelect;

export function findMappingRequest(db: Db, rid: string): Promise<MappingRequest | undefined> {
  return firstRow(db, mappingRequests, eq(mappingRequests.rid, rid));
}

export async function hasPendingMapping(db: Db, accountId: number): Promise<boolean> {
  const rows = await db
    .select({ rid: mappingRequests.rid })
    .from(mappingRequests)
    .where(and(eq(mappingRequests.accountId, accountId), eq(mappingRequests.status, 'PENDING')))
    .limit(1);
  return rows.length > 0;
}

/** Decides a pending request once; a second decision finds nothing pending. */
export async function decideMapping(
  db: Db,
  rid: string,
  status: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(mappingRequests)
    .set({ status, decidedAt: now })
    .where(and(eq(mappingRequests.rid, rid), eq(mappingRequests.status, 'PENDING')))
    .returning({ rid: mappingRequests.rid });
  return rows.length > 0;
}
