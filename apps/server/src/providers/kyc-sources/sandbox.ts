import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { sandboxDigilockerSessions } from '../../db/tables/kyc-sources.js';
import type { Clock } from '../../lib/clock.js';
import type { DigiLockerOutcome, DigiLockerStart, IdentitySources, KraLookup } from './port.js';
import { sandboxAadhaarIdentity, sandboxCkycRecord, sandboxKraRecord } from './registry.js';

export type DigiLockerSession = typeof sandboxDigilockerSessions.$inferSelect;

const sessionIdPattern = /^[0-9a-f]{32}$/;

/**
 * The sandbox KRA, CKYC registry and DigiLocker. The registries hold the demo identities of
 * DEMO-DATA.md; DigiLocker keeps its consent sessions in the database, so any instance can serve
 * the consent page and the desk's read of the outcome. `failNext` makes the next start fail.
 */
export class SandboxIdentitySources implements IdentitySources {
  private failing = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  failNext(): void {
    this.failing = true;
  }

  async kraLookup(pan: string): Promise<KraLookup> {
    return sandboxKraRecord(pan) ?? { status: 'NOT_FOUND', identity: null };
  }

  async ckycLookup(pan: string, dob: string) {
    return sandboxCkycRecord(pan, dob);
  }

  async digiLockerStart(start: DigiLockerStart) {
    if (this.failing) {
      this.failing = false;
      throw new Error('DigiLocker unavailable');
    }
    const id = randomBytes(16).toString('hex');
    await this.db.insert(sandboxDigilockerSessions).values({ id, ...start });
    return { sessionId: id, redirectUrl: `/cdesk/sandbox/digilocker?session=${id}` };
  }

  async session(id: string): Promise<DigiLockerSession | undefined> {
    if (!sessionIdPattern.test(id)) return undefined;
    return firstRow(this.db, sandboxDigilockerSessions, eq(sandboxDigilockerSessions.id, id));
  }

  /** The person's answer on the consent page; false when the session was already answered. */
  async answer(id: string, allowed: boolean): Promise<boolean> {
    const rows = await this.db
      .update(sandboxDigilockerSessions)
      .set({ status: allowed ? 'CONSENTED' : 'DECLINED', completedAt: this.clock.realNow() })
      .where(
        and(eq(sandboxDigilockerSessions.id, id), eq(sandboxDigilockerSessions.status, 'PENDING')),
      )
      .returning({ id: sandboxDigilockerSessions.id });
    return rows.length > 0;
  }

  async digiLockerOutcome(sessionId: string): Promise<DigiLockerOutcome> {
    const found = await this.session(sessionId);
    if (!found) return { state: 'UNKNOWN' };
    const { refNo, holder } = found;
    if (found.status === 'CONSENTED')
      return { state: 'CONSENTED', refNo, holder, identity: sandboxAadhaarIdentity(found) };
    return { state: found.status === 'DECLINED' ? 'DECLINED' : 'PENDING', refNo, holder };
  }
}
