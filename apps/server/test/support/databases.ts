import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';

export interface TestDatabase {
  name: string;
  open(): Promise<Database & { location?: { databaseUrl?: string; dataDir: string } }>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set, each suite in a fresh database. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openMemoryDatabase }];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}

/**
 * A fresh embedded database of the suite's own: a copy of the run's migrated template (see
 * global-setup.ts) on a memory-backed disk, removed on close; in memory when there is none.
 */
export async function openMemoryDatabase(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (!template) return openDatabase({ dataDir: 'memory' });
  const dataDir = await mkdtemp(`${template}-copy-`);
  await cp(path.join(template, 'pg'), path.join(dataDir, 'pg'), { recursive: true });
  const database = await openDatabase({ dataDir });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openFreshPostgres(
  url: string,
): Promise<Database & { location: { databaseUrl: string; dataDir: string } }> {
  const name = `cdesk_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = inject('postgresTemplate');
  await adminQuery(url, `create database ${name}${template ? ` template ${template}` : ''}`);
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: scoped.toString(), dataDir: 'memory' });
  const close = database.close;
  return {
    ...database,
    location: { databaseUrl: scoped.toString(), dataDir: 'memory' },
    close: async () => {
      await close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
