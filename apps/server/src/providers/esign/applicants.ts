import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { sandboxEsignApplicants } from '../../db/schema.js';
import type { EsignApplicant } from './port.js';

export type SandboxEsignApplicant = typeof sandboxEsignApplicants.$inferSelect;

/** The sandbox e-sign's transactions for applicants, who have no desk account to hang them on. */
export class SandboxEsignApplicants {
  constructor(private readonly db: Db) {}

  /** The pending signing of the application (a second start reuses it), or a new one. */
  async openOrReuse(kind: string, applicant: EsignApplicant, signerName: string) {
    const pending = await firstRow(
      this.db,
      sandboxEsignApplicants,
      eq(sandboxEsignApplicants.kind, kind),
      eq(sandboxEsignApplicants.refNo, applicant.refNo),
      eq(sandboxEsignApplicants.status, 'PENDING'),
    );
    if (pending) return pending;
    const [created] = await this.db
      .insert(sandboxEsignApplicants)
      .values({
        id: randomBytes(16).toString('hex'),
        kind,
        refNo: applicant.refNo,
        mobile: applicant.mobile,
        signerName,
      })
      .returning();
    return created!;
  }

  async find(id: string): Promise<SandboxEsignApplicant | undefined> {
    if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
    return firstRow(this.db, sandboxEsignApplicants, eq(sandboxEsignApplicants.id, id));
  }

  async complete(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(sandboxEsignApplicants)
      .set({ status: 'DONE', completedAt: now })
      .where(and(eq(sandboxEsignApplicants.id, id), eq(sandboxEsignApplicants.status, 'PENDING')))
      .returning({ id: sandboxEsignApplicants.id });
    return rows.length > 0;
  }
}
