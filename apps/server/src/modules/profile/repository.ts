import { asc, eq, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.js';
import { type DisplayPhoto, displayPhotos, nominees } from '../../db/schema.js';

// Any fixed number: the first key of the advisory lock that serialises an account's photo uploads.
const photoLockSpace = 4_242_101;

export function nomineesOf(db: Executor, accountId: number) {
  return db
    .select()
    .from(nominees)
    .where(eq(nominees.accountId, accountId))
    .orderBy(asc(nominees.nomineeNo));
}

export async function photoOf(db: Executor, accountId: number): Promise<DisplayPhoto | undefined> {
  const rows = await db.select().from(displayPhotos).where(eq(displayPhotos.accountId, accountId));
  return rows[0];
}

export async function photoByFile(
  db: Executor,
  fileName: string,
): Promise<DisplayPhoto | undefined> {
  const rows = await db.select().from(displayPhotos).where(eq(displayPhotos.fileName, fileName));
  return rows[0];
}

/** Makes the file the account's photo; returns the file it replaced, if any. */
export async function replacePhoto(
  tx: Tx,
  photo: typeof displayPhotos.$inferInsert,
): Promise<string | undefined> {
  // Two uploads at once would both see "no photo yet" and one file would be orphaned; the lock
  // (per account, for this transaction) makes the second wait and then replace the first.
  await tx.execute(sql`select pg_advisory_xact_lock(${photoLockSpace}, ${photo.accountId})`);
  const [previous] = await tx
    .select({ fileName: displayPhotos.fileName })
    .from(displayPhotos)
    .where(eq(displayPhotos.accountId, photo.accountId));
  await tx
    .insert(displayPhotos)
    .values(photo)
    .onConflictDoUpdate({
      target: displayPhotos.accountId,
      set: {
        fileName: photo.fileName,
        contentType: photo.contentType,
        byteSize: photo.byteSize,
        uploadedAt: photo.uploadedAt,
      },
    });
  return previous?.fileName;
}

export type NomineeOnRecord = Omit<typeof nominees.$inferInsert, 'id' | 'accountId' | 'createdAt'>;

/** The nominees on record become exactly these (none after an opt-out). */
export async function replaceNominees(
  tx: Executor,
  accountId: number,
  rows: NomineeOnRecord[],
): Promise<void> {
  await tx.delete(nominees).where(eq(nominees.accountId, accountId));
  if (rows.length > 0) await tx.insert(nominees).values(rows.map((r) => ({ ...r, accountId })));
}
