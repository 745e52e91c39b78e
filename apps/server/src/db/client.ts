import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A statement runs the same inside or outside a transaction. */
export type Executor = Db | Tx;

/** Raw access for bulk loads that Drizzle does not express (COPY). */
export type RawClient = { kind: 'pglite'; pglite: PGlite } | { kind: 'postgres'; pool: pg.Pool };

export interface Database {
  db: Db;
  raw: RawClient;
  migrate(): Promise<void>;
  /** Runs start-up work (migrate, seed, import) once at a time across every instance sharing the database. */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// Any fixed number: instances agree on it to take turns at start-up.
const startupLockKey = 4_242_001;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Folder of the embedded database; `memory` keeps it in memory (tests). */
  dataDir: string | 'memory';
}

/**
 * The embedded server zeroes its whole buffer pool at every start, which at PostgreSQL's default
 * of 128 MB is most of a restart. 32 MB holds what the desk reads (one scheme's NAVs are a few
 * pages); bulk loads go through small ring buffers whatever the pool's size.
 */
const pgliteStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

// In the source tree this file sits beside migrations/; the build copies them beside the bundle.
const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const embeddedDir = (dataDir: string) => path.resolve(dataDir, 'pg');

/** Whether opening creates the embedded database, which the first start does (a while). */
export function createsDatabase(options: DatabaseOptions): boolean {
  if (options.databaseUrl) return false;
  return (
    options.dataDir === 'memory' ||
    !existsSync(path.join(embeddedDir(options.dataDir), 'PG_VERSION'))
  );
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // The PostgreSQL driver loads only when a server is configured, to keep the embedded start quick.
    const { default: pgModule } = await import('pg');
    const { drizzle: drizzlePg } = await import('drizzle-orm/node-postgres');
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    // Dates stay 'YYYY-MM-DD' strings, as PGlite returns them.
    pgModule.types.setTypeParser(1082, (v) => v);
    const pool = new pgModule.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      raw: { kind: 'postgres', pool },
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      exclusively: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [startupLockKey]);
          return await work();
        } finally {
          await client
            .query('select pg_advisory_unlock($1)', [startupLockKey])
            .catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  let release = () => undefined as void;
  if (options.dataDir !== 'memory') {
    dataDir = embeddedDir(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
    release = claimEmbedded(dataDir);
  }
  const pglite = new PGlite(dataDir, { startParams: pgliteStartParams });
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return {
    db,
    raw: { kind: 'pglite', pglite },
    migrate: () => migratePglite(drizzlePglite(pglite), { migrationsFolder }),
    // The embedded database belongs to this one process.
    exclusively: (work) => work(),
    close: async () => {
      await pglite.close();
      release();
    },
  };
}

/**
 * The embedded database belongs to one process at a time (two would corrupt it): the owner's pid
 * is kept beside it, and another process (a second server, `npm run staff`, `npm run amfi:import`)
 * refuses to open it while that process lives.
 */
function claimEmbedded(dir: string): () => void {
  const ownerFile = path.join(dir, '..', 'pg.owner');
  const owner = existsSync(ownerFile) ? Number(readFileSync(ownerFile, 'utf8').trim()) : NaN;
  if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner))
    throw new Error(
      `The embedded database in ${dir} is in use by process ${owner} (a running Client Desk). ` +
        'Stop that process first (Ctrl+C, or kill ' +
        String(owner) +
        '), or use a PostgreSQL server (DATABASE_URL) to share the database.',
    );
  writeFileSync(ownerFile, String(process.pid));
  return () => {
    try {
      if (readFileSync(ownerFile, 'utf8').trim() === String(process.pid)) rmSync(ownerFile);
    } catch {
      // Already gone: nothing to release.
    }
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
