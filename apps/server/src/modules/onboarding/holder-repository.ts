import { and, eq, inArray, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, registrationApplications, registrationHolders } from '../../db/schema.js';

/** Statuses of applications that no longer hold a holding pattern. */
const closedStatuses = ['REJECTED', 'CANCELLED', 'NOT_APPROVED'];

/**
 * The other live applications in which any of these PANs is a holder, with their holding mode and
 * every holder's PAN by role.
 */
export async function liveApplicationsWithPans(
  db: Executor,
  refNo: string,
  pans: readonly string[],
) {
  if (pans.length === 0) return [];
  const refs = await db
    .selectDistinct({ refNo: registrationHolders.refNo })
    .from(registrationHolders)
    .innerJoin(
      registrationApplications,
      eq(registrationApplications.refNo, registrationHolders.refNo),
    )
    .where(
      and(
        inArray(registrationHolders.pan, [...pans]),
        ne(registrationHolders.refNo, refNo),
        notInArray(registrationApplications.status, closedStatuses),
      ),
    );
  if (refs.length === 0) return [];
  const rows = await db
    .select({
      refNo: registrationApplications.refNo,
      holdingMode: registrationApplications.holdingMode,
      minor: registrationApplications.minor,
      role: registrationHolders.role,
      pan: registrationHolders.pan,
    })
    .from(registrationApplications)
    .innerJoin(registrationHolders, eq(registrationHolders.refNo, registrationApplications.refNo))
    .where(
      inArray(
        registrationApplications.refNo,
        refs.map((r) => r.refNo),
      ),
    );
  const byRef = new Map<
    string,
    { holdingMode: string; minor: boolean; pans: Record<string, string> }
  >();
  for (const row of rows) {
    const entry = byRef.get(row.refNo) ?? {
      holdingMode: row.holdingMode ?? '',
      minor: row.minor,
      pans: {},
    };
    if (row.pan) entry.pans[row.role] = row.pan;
    byRef.set(row.refNo, entry);
  }
  return [...byRef.entries()].map(([ref, entry]) => ({ refNo: ref, ...entry }));
}

/** Whether a wealth account is open with this PAN (every such account has a single holder). */
export async function accountWithPan(db: Executor, pan: string): Promise<boolean> {
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.pan, pan))
    .limit(1);
  return rows.length > 0;
}
