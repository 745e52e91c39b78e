import { stat } from 'node:fs/promises';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { importAmfiDirectory, importAmfiFiles, type ImportLogger } from './amfi-import.js';

const target = process.argv[2];
if (!target) {
  console.error(
    'usage: npm run amfi:import -- <NAVAll file, nav-history.csv.gz, grandfathering*.csv or directory>',
  );
  process.exit(2);
}

const logger: ImportLogger = {
  info: (message) => console.log(message),
  warn: (message) => console.warn(message),
};

const started = performance.now();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const isDirectory = (await stat(target)).isDirectory();
  const { summary, opened } = await database.exclusively(async () => {
    await database.migrate();
    const opened = Math.round(performance.now() - started);
    const summary = isDirectory
      ? await importAmfiDirectory(database, target, logger)
      : await importAmfiFiles(database, [target], logger);
    return { summary, opened };
  });
  const files = summary.files.map(({ errors: _errors, ...file }) => file);
  console.log(JSON.stringify({ ...summary, files, openAndMigrateMs: opened }, null, 2));
} finally {
  await database.close();
}
