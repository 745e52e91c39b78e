import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.js';

export interface TestDatabase {
  name: string;
  open(): Promise<Database>;
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set, each suite in a fresh schema. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'pglite', open: () => openDatabase({ dataDir: 'memory' }) },
  ];
  const url = process.env.DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openFreshPostgres(url) });
  return list;
}

async function openFreshPostgres(url: string): Promise<Database> {
  const name = `cdesk_t_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(url, `create database ${name}`);
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: scoped.toString(), dataDir: 'memory' });
  const close = database.close;
  return {
    ...database,
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
