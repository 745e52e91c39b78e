import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { BusinessClock } from '../lib/business-clock.js';
import type { Clock } from '../lib/clock.js';
import type { Stage, StartProgress } from '../lib/start-progress.js';
import { importAmfiDirectory, type AmfiImportSummary, type ImportLogger } from './amfi-import.js';
import { seedDematHoldings } from './demat-demo.js';
import { seedDemoBanners } from './banners-demo.js';
import { seedEvotingEvents } from './evoting-demo.js';
import { seedDemoPortfolio } from './demo-portfolio.js';
import { seedFolioUpdateDemo } from './folio-update-demo.js';
import { seedMarsPortfolios } from './mars-demo.js';
import { seedDemoPlans } from './plans-demo.js';
import { seedSellingAccounts, seedSellingHoldings } from './selling-demo.js';
import { seedGainsDemo } from './gains-demo.js';
import { seedDemoSales } from './statements-demo.js';
import { seedPurchaseDemoData } from './purchase-demo.js';
import { seedDemoData } from './seed-demo.js';
import { seedOnboardingDemo } from './onboarding-demo.js';

function importLogger(log: FastifyBaseLogger, stage: Stage): ImportLogger {
  return {
    info: (message) => log.info(message),
    warn: (message) => log.warn(message),
    progress: (rows, fraction) => stage.progress(rows, fraction),
    doing: (what) => stage.doing(what),
  };
}

function importSummary(summary: AmfiImportSummary): string {
  const imported = summary.files.filter((file) => file.status === 'imported');
  if (imported.length === 0) return 'every file imported before';
  const n = (value: number) => value.toLocaleString('en-US');
  const skipped = summary.skippedLines > 0 ? `, ${n(summary.skippedLines)} lines skipped` : '';
  return `${imported.length} files, ${n(summary.schemes ?? 0)} schemes, ${n(summary.navRows)} NAVs${skipped}`;
}

/**
 * Start-up work, one instance at a time, each part a stage of the start's progress: migrations,
 * the demo data on an empty database, and the AMFI files not imported yet (a seeded database
 * skips them by checksum in well under a second).
 */
export async function prepareDatabase(
  database: Database,
  config: Config,
  log: FastifyBaseLogger,
  progress: StartProgress,
  { clock, businessClock }: { clock: Clock; businessClock?: BusinessClock | undefined },
): Promise<void> {
  await database.exclusively(async () => {
    await progress.stage('migrations', () => database.migrate());
    // The demo data is dated by the business clock, so it starts before the seeding.
    await businessClock?.start();
    if (config.demoData) {
      await progress.stage(
        'demo data',
        async () => {
          const seeded = await seedDemoData(database.db, clock);
          await seedSellingAccounts(database.db);
          await seedPurchaseDemoData(database.db);
          await seedDematHoldings(database.db, clock);
          await seedEvotingEvents(database.db, clock);
          await seedDemoBanners(database.db, clock);
          await seedOnboardingDemo(database.db);
          return seeded;
        },
        { summary: (seeded) => (seeded.seeded ? `${seeded.accounts} accounts seeded` : undefined) },
      );
    }
    const amfiDir = config.amfiDir;
    if (amfiDir) {
      await progress.stage(
        'AMFI data',
        (stage) => importAmfiDirectory(database, amfiDir, importLogger(log, stage)),
        { summary: importSummary },
      );
    }
    // Holdings are valued at the imported NAVs, so they are seeded after the import.
    if (config.demoData) {
      await progress.stage('demo portfolio', () => seedDemoPortfolio(database.db, clock), {
        summary: (seeded) =>
          seeded.seeded ? `${seeded.transactions} transactions seeded` : undefined,
      });
      await progress.stage('demo plans', () => seedDemoPlans(database.db, clock));
      await seedSellingHoldings(database.db, clock);
      await seedDemoSales(database.db, clock);
      await seedGainsDemo(database.db, clock);
      await seedMarsPortfolios(database.db);
      await seedFolioUpdateDemo(database.db, clock);
    }
  });
}
