import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's folder, copied for every suite instead of created anew. */
    pgliteTemplate: string;
    /** A migrated PostgreSQL database every suite's database is created from (DATABASE_URL set). */
    postgresTemplate: string;
  }
}

/**
 * Creating an embedded database (initdb, in WebAssembly) and migrating it costs seconds of CPU;
 * a copy of a migrated one on a memory-backed disk opens in a fraction of that. PostgreSQL does
 * the same with a template database. Both are made once per run from the current migrations.
 */
export default async function setup(project: TestProject) {
  const base = existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const root = await mkdtemp(path.join(base, 'cdesk-test-'));
  const template = path.join(root, 'template');
  const embedded = await openDatabase({ dataDir: template });
  await embedded.migrate();
  await embedded.close();
  project.provide('pgliteTemplate', template);

  const url = process.env.DATABASE_URL;
  let postgresTemplate = '';
  if (url) {
    postgresTemplate = `cdesk_tpl_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(url, `create database ${postgresTemplate}`);
    const scoped = new URL(url);
    scoped.pathname = `/${postgresTemplate}`;
    const database = await openDatabase({ databaseUrl: scoped.toString(), dataDir: 'memory' });
    await database.migrate();
    await database.close();
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await rm(root, { recursive: true, force: true });
    if (url && postgresTemplate) {
      await adminQuery(url, `drop database if exists ${postgresTemplate} with (force)`);
    }
  };
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
