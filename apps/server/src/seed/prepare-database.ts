import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { importAmfiDirectory } from './amfi-import.js';
import { seedPurchaseDemoData } from './purchase-demo.js';
import { seedDemoPortfolio } from './demo-portfolio.js';
import { seedDemoData } from './seed-demo.js';

/**
 * Start-up work, one instance at a time: migrations, the demo data on an empty database, and the
 * AMFI files not imported yet (a seeded database skips them by checksum in well under a second).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  clock: Clock,
): Promise<void> {
  await database.exclusively(async () => {
    await database.migrate();
    if (config.demoData) {
      const seeded = await seedDemoData(database.db);
      if (seeded.seeded) log.info({ accounts: seeded.accounts }, 'demo data seeded');
      await seedPurchaseDemoData(database.db);
    }
    if (config.amfiDir) {
      const summary = await importAmfiDirectory(database, config.amfiDir, {
        info: (message) => log.info(message),
        warn: (message) => log.warn(message),
      });
      const imported = summary.files.filter((file) => file.status === 'imported');
      if (imported.length > 0) {
        log.info(
          {
            schemes: summary.schemes,
            navRows: summary.navRows,
            skippedLines: summary.skippedLines,
            ms: summary.ms,
          },
          'AMFI data imported',
        );
      }
    }
    // Holdings are valued at the imported NAVs, so they are seeded after the import.
    if (config.demoData) {
      const portfolio = await seedDemoPortfolio(database.db, clock);
      if (portfolio.seeded)
        log.info({ transactions: portfolio.transactions }, 'demo portfolio seeded');
    }
  });
}
