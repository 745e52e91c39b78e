import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { firstRow } from '../../../db/rows.js';
import { evotingRequests } from '../../../db/schema.js';

export type EvotingRequest = typeof evotingRequests.$inferSelect;

export async function insertRequest(
  db: Executor,
  row: { accountId: number; requestReference: string; depository: string },
): Promise<void> {
  await db.insert(evotingRequests).values(row);
}

/** The account's request with this reference; undefined when it is another's or none at all. */
export function requestOf(
  db: Executor,
  accountId: number,
  requestReference: string,
): Promise<EvotingRequest | undefined> {
  return firstRow(
    db,
    evotingRequests,
    and(
      eq(evotingRequests.accountId, accountId),
      eq(evotingRequests.requestReference, requestReference),
    ),
  );
}
