import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { firstRow } from '../../../db/rows.js';
import { staffMembers, staffSessions, type StaffMember } from '../../../db/schema.js';

export type { StaffMember } from '../../../db/schema.js';

export function staffByCode(db: Executor, employeeCode: string): Promise<StaffMember | undefined> {
  return firstRow(db, staffMembers, eq(staffMembers.employeeCode, employeeCode));
}

export function staffById(db: Executor, id: number): Promise<StaffMember | undefined> {
  return firstRow(db, staffMembers, eq(staffMembers.id, id));
}

export async function insertStaff(db: Executor, row: typeof staffMembers.$inferInsert) {
  await db.insert(staffMembers).values(row).onConflictDoNothing();
}

export async function insertSession(db: Executor, row: typeof staffSessions.$inferInsert) {
  await db.insert(staffSessions).values(row);
}

export async function liveSession(db: Executor, tokenHash: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select()
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
        gt(staffSessions.lastSeenAt, idleSince),
      ),
    )
    .limit(1);
  return row;
}

export async function touchSession(db: Executor, id: number, now: Date) {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeSession(db: Executor, id: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

/** Ends every live session of the member (a block by wrong passwords). */
export async function revokeStaffSessions(db: Executor, staffId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}
