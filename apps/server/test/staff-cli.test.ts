import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { attemptCounters, auditEvents, staffMembers } from '../src/db/schema.js';
import { testDatabases } from './support/databases.js';

const serverDir = path.resolve(import.meta.dirname, '..');

/** `npm run staff -- <args>` as the root script runs it, against the given database. */
function staffCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/seed/staff-cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', ...env },
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('close', (code) => resolve({ code, out }));
  });
}

async function blockedMember(db: Database['db'], employeeCode: string) {
  await db.insert(staffMembers).values({
    employeeCode,
    name: 'Blocked Member',
    passwordHash: 'x',
    reviewsApplications: true,
  });
  await db.insert(attemptCounters).values({
    checkName: 'STAFF_PASSWORD',
    subject: `staff:${employeeCode}`,
    failures: 4,
    windowStartedAt: new Date(),
  });
}

async function unblockedAndAudited(db: Database['db'], employeeCode: string) {
  const counters = await db
    .select()
    .from(attemptCounters)
    .where(
      and(
        eq(attemptCounters.checkName, 'STAFF_PASSWORD'),
        eq(attemptCounters.subject, `staff:${employeeCode}`),
      ),
    );
  const trail = await db.select().from(auditEvents).where(eq(auditEvents.kind, 'STAFF_UNBLOCKED'));
  return {
    counters: counters.length,
    audited: trail.map((event): Record<string, unknown> => ({ ...event.detail, ip: event.ip })),
  };
}

describe('npm run staff -- unblock', () => {
  it('unblocks a staff login in the embedded database and records it in the audit trail', async () => {
    const template = inject('pgliteTemplate');
    const dataDir = await mkdtemp(path.join(template || '/tmp', '..', 'staff-cli-'));
    try {
      if (template)
        await cp(path.join(template, 'pg'), path.join(dataDir, 'pg'), { recursive: true });
      const first = await openDatabase({ dataDir });
      await first.migrate();
      await blockedMember(first.db, 'E6006');
      // While a server holds the embedded database, the command refuses rather than corrupt it.
      const busy = await staffCli(['unblock', 'E6006'], { DATA_DIR: dataDir });
      expect(busy.code).not.toBe(0);
      expect(busy.out).toContain(`in use by process ${process.pid}`);
      await first.close();

      const run = await staffCli(['unblock', 'e6006'], { DATA_DIR: dataDir });
      expect(run.out).toContain('The staff login E6006 is unblocked.');
      expect(run.code).toBe(0);

      const after = await openDatabase({ dataDir });
      const seen = await unblockedAndAudited(after.db, 'E6006');
      await after.close();
      expect(seen.counters).toBe(0);
      expect(seen.audited).toEqual([
        expect.objectContaining({ employeeCode: 'E6006', wasBlocked: true, ip: 'cli' }),
      ]);
      expect(String(seen.audited[0]?.by)).toMatch(/^cli:/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  const postgres = testDatabases().find((database) => database.name === 'postgres');
  it.skipIf(!postgres)(
    'unblocks a staff login on DATABASE_URL',
    async () => {
      const database = await postgres!.open();
      try {
        await blockedMember(database.db, 'E6007');
        const run = await staffCli(['unblock', 'E6007'], {
          DATABASE_URL: database.location!.databaseUrl!,
        });
        expect(run.out).toContain('The staff login E6007 is unblocked.');
        const seen = await unblockedAndAudited(database.db, 'E6007');
        expect(seen.counters).toBe(0);
        expect(seen.audited).toEqual([
          expect.objectContaining({ employeeCode: 'E6007', wasBlocked: true }),
        ]);
      } finally {
        await database.close();
      }
    },
    60_000,
  );

  it('says how to use it when the command is not known', async () => {
    const run = await staffCli(['lock', 'E1001'], { DATA_DIR: 'memory' });
    expect(run.code).toBe(2);
    expect(run.out).toContain('usage: npm run staff -- unblock <employee code>');
  }, 30_000);
});
