import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/client.js';
import type { Clock } from '../../src/lib/clock.js';
import { startApp } from './app.js';

export interface Suite {
  app: FastifyInstance;
  database: Database;
}

/** One database and one app for a describe block, opened before its tests and closed after them. */
export function appPerSuite(
  open: () => Promise<Database>,
  options: { clock?: Clock; config?: Partial<Config> } = {},
): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    suite.database = await open();
    suite.app = await startApp(suite.database, options);
  });
  afterAll(async () => {
    await suite.app.close();
    await suite.database.close();
  });
  return suite;
}
