import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { registrationApplications, type RegistrationApplicationRow } from '../../../db/schema.js';

/** The India date an application was entered on. */
const entryDate = sql<string>`to_char(${registrationApplications.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** Applications in the given states entered between two India dates (both 'YYYY-MM-DD', inclusive). */
export function applicationsEntered(
  db: Executor,
  statuses: string[],
  fromIso: string,
  toIso: string,
): Promise<Array<RegistrationApplicationRow & { entryDate: string }>> {
  return db
    .select({
      ...getTableColumns(registrationApplications),
      entryDate,
    })
    .from(registrationApplications)
    .where(
      and(
        inArray(registrationApplications.status, statuses),
        sql`${entryDate} between ${fromIso} and ${toIso}`,
      ),
    )
    .orderBy(asc(registrationApplications.createdAt));
}

/**
 * Takes an application awaiting review for one decision: only the first of two concurrent
 * decisions gets the row, so approving twice opens nothing twice.
 */
export async function claimForDecision(
  db: Executor,
  refNo: string,
  status: 'APPROVED' | 'REJECTED',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(registrationApplications)
    .set({ status, updatedAt: now })
    .where(
      and(
        eq(registrationApplications.refNo, refNo),
        eq(registrationApplications.status, 'UNDER_REVIEW'),
      ),
    )
    .returning({ refNo: registrationApplications.refNo });
  return rows.length > 0;
}
