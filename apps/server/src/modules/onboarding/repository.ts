import { and, desc, eq, ilike, inArray, isNull, gt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  partnerLinks,
  partners,
  registrationApplications,
  registrationCentres,
  registrationHolders,
  registrationLogins,
  registrationSessions,
  registrationStepData,
  registrationFiles,
  type RegistrationFileRow,
  type RegistrationApplicationRow,
  type RegistrationHolderRow,
} from '../../db/schema.js';

export type ApplicationRow = RegistrationApplicationRow;
export type HolderRow = RegistrationHolderRow;
export type HolderPatch = Partial<Omit<HolderRow, 'refNo' | 'role' | 'createdAt' | 'updatedAt'>>;
export type ApplicationPatch = Partial<
  Omit<ApplicationRow, 'refNo' | 'loginId' | 'createdAt' | 'updatedAt'>
>;

export async function upsertLogin(db: Executor, channel: string, value: string, now: Date) {
  const [row] = await db
    .insert(registrationLogins)
    .values({ channel, loginValue: value, lastLoginAt: now })
    .onConflictDoUpdate({
      target: [registrationLogins.channel, registrationLogins.loginValue],
      set: { lastLoginAt: now },
    })
    .returning({ id: registrationLogins.id });
  if (!row) throw new Error('registration login not saved');
  return row.id;
}

export async function loginById(db: Executor, id: number) {
  const [row] = await db.select().from(registrationLogins).where(eq(registrationLogins.id, id));
  return row ?? null;
}

export async function insertToken(db: Executor, row: typeof registrationSessions.$inferInsert) {
  const [inserted] = await db
    .insert(registrationSessions)
    .values(row)
    .returning({ id: registrationSessions.id });
  if (!inserted) throw new Error('registration token not saved');
  return inserted.id;
}

/** A live token row of the kind: not revoked, not expired, not idle too long. */
export async function liveToken(
  db: Executor,
  tokenHash: string,
  kind: 'SESSION' | 'REFERENCE',
  now: Date,
  idleSince: Date,
) {
  const [row] = await db
    .select()
    .from(registrationSessions)
    .where(
      and(
        eq(registrationSessions.tokenHash, tokenHash),
        eq(registrationSessions.kind, kind),
        isNull(registrationSessions.revokedAt),
        gt(registrationSessions.expiresAt, now),
        gt(registrationSessions.lastSeenAt, idleSince),
      ),
    );
  return row ?? null;
}

export async function touchToken(db: Executor, id: number, now: Date) {
  await db
    .update(registrationSessions)
    .set({ lastSeenAt: now })
    .where(eq(registrationSessions.id, id));
}

/** Revokes a session and every reference token issued in it. */
export async function revokeSession(db: Executor, sessionId: number, now: Date) {
  await db
    .update(registrationSessions)
    .set({ revokedAt: now })
    .where(
      and(
        or(eq(registrationSessions.id, sessionId), eq(registrationSessions.sessionId, sessionId)),
        isNull(registrationSessions.revokedAt),
      ),
    );
}

export async function insertApplication(
  db: Executor,
  row: typeof registrationApplications.$inferInsert,
) {
  const inserted = await db
    .insert(registrationApplications)
    .values(row)
    .onConflictDoNothing()
    .returning({ refNo: registrationApplications.refNo });
  return inserted.length > 0;
}

export async function application(db: Executor, refNo: string) {
  const [row] = await db
    .select()
    .from(registrationApplications)
    .where(eq(registrationApplications.refNo, refNo));
  return row ?? null;
}

export async function applicationsOfLogin(db: Executor, loginId: number) {
  return db
    .select()
    .from(registrationApplications)
    .where(eq(registrationApplications.loginId, loginId))
    .orderBy(desc(registrationApplications.updatedAt));
}

export async function updateApplication(
  db: Executor,
  refNo: string,
  patch: ApplicationPatch,
  now: Date,
) {
  await db
    .update(registrationApplications)
    .set({ ...patch, updatedAt: now })
    .where(eq(registrationApplications.refNo, refNo));
}

/**
 * Takes a signed application back to IN_PROCESS at a screen unless staff have decided it: only
 * one of a change and a decision made at the same moment gets the row.
 */
export async function reopenUndecided(db: Executor, refNo: string, screenId: string, now: Date) {
  const rows = await db
    .update(registrationApplications)
    .set({ status: 'IN_PROCESS', screenId, updatedAt: now })
    .where(
      and(
        eq(registrationApplications.refNo, refNo),
        inArray(registrationApplications.status, ['IN_PROCESS', 'UNDER_REVIEW']),
      ),
    )
    .returning({ refNo: registrationApplications.refNo });
  return rows.length > 0;
}

export async function holders(db: Executor, refNo: string) {
  return db.select().from(registrationHolders).where(eq(registrationHolders.refNo, refNo));
}

export async function holdersOf(db: Executor, refNos: string[]) {
  if (refNos.length === 0) return [];
  return db
    .select()
    .from(registrationHolders)
    .where(sql`${registrationHolders.refNo} in ${refNos}`);
}

export async function upsertHolder(
  db: Executor,
  refNo: string,
  role: string,
  patch: HolderPatch,
  now: Date,
) {
  await db
    .insert(registrationHolders)
    .values({ refNo, role, ...patch, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [registrationHolders.refNo, registrationHolders.role],
      set: { ...patch, updatedAt: now },
    });
}

export async function removeHolder(db: Executor, refNo: string, role: string) {
  await db
    .delete(registrationHolders)
    .where(and(eq(registrationHolders.refNo, refNo), eq(registrationHolders.role, role)));
  await db
    .delete(registrationStepData)
    .where(and(eq(registrationStepData.refNo, refNo), eq(registrationStepData.role, role)));
}

export async function loadStep(db: Executor, refNo: string, role: string, key: string) {
  const [row] = await db
    .select({ data: registrationStepData.data })
    .from(registrationStepData)
    .where(
      and(
        eq(registrationStepData.refNo, refNo),
        eq(registrationStepData.role, role),
        eq(registrationStepData.stepKey, key),
      ),
    );
  return row ? row.data : null;
}

export async function saveStep(
  db: Executor,
  refNo: string,
  role: string,
  key: string,
  data: unknown,
  now: Date,
) {
  await db
    .insert(registrationStepData)
    .values({ refNo, role, stepKey: key, data, savedAt: now })
    .onConflictDoUpdate({
      target: [registrationStepData.refNo, registrationStepData.role, registrationStepData.stepKey],
      set: { data, savedAt: now },
    });
}

export async function removeStep(db: Executor, refNo: string, role: string, key: string) {
  await db
    .delete(registrationStepData)
    .where(
      and(
        eq(registrationStepData.refNo, refNo),
        eq(registrationStepData.role, role),
        eq(registrationStepData.stepKey, key),
      ),
    );
}

export async function searchCentres(db: Executor, search: string) {
  const like = `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(registrationCentres)
    .where(
      search
        ? or(
            ilike(registrationCentres.code, like),
            ilike(registrationCentres.name, like),
            ilike(registrationCentres.city, like),
          )
        : undefined,
    )
    .orderBy(registrationCentres.name)
    .limit(50);
}

export async function centre(db: Executor, code: string) {
  const [row] = await db
    .select()
    .from(registrationCentres)
    .where(eq(sql`upper(${registrationCentres.code})`, code.toUpperCase()));
  return row ?? null;
}

const partnerColumns = {
  id: partners.id,
  brcode: partners.brcode,
  name: partners.relationshipHandlerName,
  companyName: partners.partnerCompName,
  arn: partners.arn,
  njCode: partners.njCode,
  city: partners.city,
  status: partners.status,
};
export type PartnerRow = {
  id: number;
  brcode: string;
  name: string;
  companyName: string;
  arn: string;
  njCode: string;
  city: string;
  status: string;
};

/** The partner with this ARN or partner code, whatever its case. */
export async function partnerBySearch(db: Executor, search: string): Promise<PartnerRow | null> {
  const value = search.trim().toUpperCase();
  const [row] = await db
    .select(partnerColumns)
    .from(partners)
    .where(or(eq(sql`upper(${partners.arn})`, value), eq(sql`upper(${partners.njCode})`, value)))
    .limit(1);
  return row ?? null;
}

export async function partnerById(db: Executor, id: number): Promise<PartnerRow | null> {
  const [row] = await db.select(partnerColumns).from(partners).where(eq(partners.id, id));
  return row ?? null;
}

export async function partnerOfLink(db: Executor, refNo: string): Promise<PartnerRow | null> {
  const [row] = await db
    .select(partnerColumns)
    .from(partnerLinks)
    .innerJoin(partners, eq(partners.id, partnerLinks.partnerId))
    .where(eq(partnerLinks.refNo, refNo.trim().toUpperCase()));
  return row ?? null;
}

/** Wealth accounts registered with this mobile number or e-mail ID. */
export async function accountsWithContact(db: Executor, channel: string, value: string) {
  return db
    .select({ njAcNo: accounts.njAcNo, name: accounts.name, accType: accounts.accType })
    .from(accounts)
    .where(
      channel === 'Email'
        ? eq(sql`lower(${accounts.email})`, value.toLowerCase())
        : eq(accounts.mobile, value),
    )
    .orderBy(accounts.njAcNo);
}

export type FileRow = RegistrationFileRow;
export type FileKey = Pick<FileRow, 'refNo' | 'role' | 'kind' | 'docType'>;
export type FileInput = FileKey & Pick<FileRow, 'fileName' | 'mime' | 'content'>;

const fileWhere = (key: FileKey) =>
  and(
    eq(registrationFiles.refNo, key.refNo),
    eq(registrationFiles.role, key.role),
    eq(registrationFiles.kind, key.kind),
    eq(registrationFiles.docType, key.docType),
  );

export async function putFile(db: Executor, file: FileInput, now: Date) {
  const values = { ...file, size: file.content.length, createdAt: now, updatedAt: now };
  await db
    .insert(registrationFiles)
    .values(values)
    .onConflictDoUpdate({
      target: [
        registrationFiles.refNo,
        registrationFiles.role,
        registrationFiles.kind,
        registrationFiles.docType,
      ],
      set: {
        fileName: file.fileName,
        mime: file.mime,
        content: file.content,
        size: values.size,
        updatedAt: now,
      },
    });
}

export async function file(db: Executor, key: FileKey) {
  const [row] = await db.select().from(registrationFiles).where(fileWhere(key));
  return row ?? null;
}

/** The files of an application without their bytes, optionally of one kind. */
export async function fileList(db: Executor, refNo: string, kind?: string) {
  return db
    .select({
      role: registrationFiles.role,
      kind: registrationFiles.kind,
      docType: registrationFiles.docType,
      fileName: registrationFiles.fileName,
      mime: registrationFiles.mime,
      size: registrationFiles.size,
      updatedAt: registrationFiles.updatedAt,
    })
    .from(registrationFiles)
    .where(
      kind
        ? and(eq(registrationFiles.refNo, refNo), eq(registrationFiles.kind, kind))
        : eq(registrationFiles.refNo, refNo),
    );
}

export async function removeFile(db: Executor, key: FileKey) {
  const gone = await db
    .delete(registrationFiles)
    .where(fileWhere(key))
    .returning({ size: registrationFiles.size });
  return gone.length > 0;
}
