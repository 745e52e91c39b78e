import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGunzip, gzipSync } from 'node:zlib';
import { parseNavAll } from '@cdesk/domain';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import {
  importAmfiDirectory,
  importAmfiFiles,
  importGrandfatheringNavs,
  importNavAllFile,
  importNavHistory,
} from '../src/seed/amfi-import.js';
import { inTransaction } from '../src/seed/amfi-repository.js';
import { openMemoryDatabase } from './support/databases.js';

const amfiDir =
  process.env.AMFI_DIR ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../shared/data/amfi');

interface TestDatabase {
  name: string;
  open(): Promise<Database>;
  /** For the real 2.2 million rows: in-memory PGlite takes several times longer to COPY them. */
  openForBulk(): Promise<Database>;
}

async function openPglite(): Promise<Database> {
  const database = await openMemoryDatabase();
  await database.migrate();
  return database;
}

async function openPgliteOnDisk(): Promise<Database> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'amfi-pglite-'));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A database of its own, dropped on close, so each run starts from the migrations alone. */
async function openFreshPostgres(url: string): Promise<Database> {
  const name = `amfi_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: scoped.toString(), dataDir: 'memory' });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    { name: 'pglite', open: openPglite, openForBulk: openPgliteOnDisk },
  ];
  const url = process.env.DATABASE_URL;
  if (url) {
    const open = () => openFreshPostgres(url);
    list.push({ name: 'postgres', open, openForBulk: open });
  }
  return list;
}

async function rows<T>(database: Database, text: string, params: unknown[] = []): Promise<T[]> {
  return inTransaction(database.raw, async (tx) => (await tx.query<T>(text, params)).rows);
}

async function count(database: Database, table: string, where = 'true'): Promise<number> {
  const [row] = await rows<{ n: number }>(
    database,
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
  );
  return row?.n ?? 0;
}

interface SchemeRow {
  name: string;
  amc: string;
  structure: string;
  category: string;
  sub_type: string;
  scheme_type: string;
  plan: string;
  option: string;
  isin_growth: string | null;
  isin_reinvest: string | null;
  latest_nav: string | null;
  latest_nav_date: string | null;
  active: boolean;
}

async function scheme(database: Database, code: number): Promise<SchemeRow | undefined> {
  const [row] = await rows<SchemeRow>(
    database,
    `SELECT name, amc, structure, category, sub_type, scheme_type, plan, option, isin_growth,
       isin_reinvest, latest_nav::text, latest_nav_date::text, active
     FROM schemes WHERE scheme_code = $1`,
    [code],
  );
  return row;
}

async function navOn(database: Database, code: number, date: string): Promise<string | undefined> {
  const [row] = await rows<{ nav: string }>(
    database,
    'SELECT nav::text FROM nav_history WHERE scheme_code = $1 AND nav_date = $2',
    [code, date],
  );
  return row?.nav;
}

const crlf = (lines: string[]) => lines.join('\r\n') + '\r\n';
const header6 =
  'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Net Asset Value;Date';
const header8 =
  'Scheme Code;ISIN Div Payout/ ISIN Growth;ISIN Div Reinvestment;Scheme Name;Plan;Option;Net Asset Value;Date';

const file18Aug = crlf([
  header6,
  ' ',
  'Open Ended Schemes(Equity Scheme - ELSS)',
  ' ',
  'Axis Mutual Fund',
  ' ',
  '120503;INF846K01EW2;-;Axis ELSS Tax Saver Fund - Direct Plan - Growth Option;112.0096;18-Aug-2026',
  '130950;INF109KA1B40;-;ICICI Prudential Banking and PSU Debt Fund - Direct Plan Bonus;13.8665;10-Apr-2018',
  '100002;-;-;Broken Fund - Growth;N.A.;18-Aug-2026',
  ' ',
  'Open Ended Schemes(Debt Scheme - Liquid Fund)',
  ' ',
  'Baroda BNP Paribas Mutual Fund',
  ' ',
  '133486;INF955L01FP0;-;Baroda BNP Paribas Liquid Fund -Regular-Growth Option;2723.7895;18-Aug-2026',
]);

const file21Aug = crlf([
  header8,
  ' ',
  'Open Ended Schemes(Equity Scheme - ELSS)',
  ' ',
  'Axis Mutual Fund',
  ' ',
  '120503;INF846K01EW2;-;Axis ELSS Tax Saver Fund;Direct Plan;Growth Option;112.2201;21-Aug-2026',
  '130950;INF109KA1B40;-;ICICI Prudential Banking & PSU Debt Fund;;;13.8665;10-Apr-2018',
  '150001;INF000A00001;INF000A00002;Axis New Fund;Regular Plan;IDCW;10.0000;21-Aug-2026',
  '150002;INF000A00003;-;Axis New Fund;Regular Plan;Growth;10.0000;32-Aug-2026',
  '150003;INF000A00004;-;Axis New Fund;Regular Plan;10.0000;21-Aug-2026',
]);

const file22Aug = crlf([
  header8,
  ' ',
  'Open Ended Schemes(Equity Scheme - ELSS)',
  ' ',
  'Axis Mutual Fund',
  ' ',
  '120503;INF846K01EW2;-;Axis ELSS Tax Saver Fund;Direct Plan;Growth Option;112.9000;22-Aug-2026',
  '130950;INF109KA1B40;-;ICICI Prudential Banking & PSU Debt Fund;;;13.8665;10-Apr-2018',
  '150001;INF000A00001;INF000A00002;Axis New Fund;Regular Plan;IDCW;10.0100;22-Aug-2026',
]);

const historyCsv = [
  'scheme_code,nav_date,nav',
  '120503,2026-08-19,112.1000',
  '120503,2026-08-20,112.1500',
  '120503,2026-08-21,112.2201',
  '120503,2026-08-3x,112.3000',
  '150001,2026-08-25,10.0500',
  'oops',
  '130950,2026-08-20,13.8665',
  '',
].join('\r\n');

describe.each(testDatabases())('AMFI NAV import on $name', ({ open, openForBulk }) => {
  describe('on small files', () => {
    let dir: string;
    let database: Database;
    const fixture = async (name: string, content: string | Buffer) => {
      const file = path.join(dir, name);
      await writeFile(file, content);
      return file;
    };

    beforeEach(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'amfi-'));
      database = await open();
    });
    afterEach(async () => {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    });

    it("imports a grandfathering file: each scheme's NAV of 31-01-2018, replacing a demo value", async () => {
      await rows(
        database,
        "INSERT INTO grandfathering_navs (scheme_code, nav, source) VALUES (120503, 30.0000, 'DEMO')",
      );
      const warnings: string[] = [];
      const logger = { info: () => undefined, warn: (m: string) => warnings.push(m) };
      const file = await fixture(
        'grandfathering-navs-2018-01-31.csv',
        ['scheme_code,nav', '120503,38.4512', '118989,61.20', '118989x,1', '122639,0', ''].join(
          '\r\n',
        ),
      );
      const result = await importGrandfatheringNavs(database, file, logger);
      expect(result).toMatchObject({
        kind: 'grandfathering',
        status: 'imported',
        schemes: 2,
        navRows: 0,
        skippedLines: 2,
      });
      expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
        [4, 'scheme code "118989x" is not a number'],
        [5, 'NAV "0" is not a positive number'],
      ]);
      expect(warnings[0]).toContain('grandfathering-navs-2018-01-31.csv:4');
      expect(
        await rows(
          database,
          'SELECT scheme_code, nav::text, source FROM grandfathering_navs ORDER BY scheme_code',
        ),
      ).toEqual([
        { scheme_code: 118989, nav: '61.20', source: 'grandfathering-navs-2018-01-31.csv' },
        { scheme_code: 120503, nav: '38.4512', source: 'grandfathering-navs-2018-01-31.csv' },
      ]);
      // With the daily files of a directory it is recognised by its name, and imported once.
      const again = await importAmfiDirectory(database, dir);
      expect(again.files).toEqual([
        expect.objectContaining({ kind: 'grandfathering', status: 'skipped' }),
      ]);
      expect(await count(database, 'nav_history')).toBe(0);
    });

    it('imports the 6-field format: master, NAV history and latest NAV', async () => {
      const result = await importNavAllFile(
        database,
        await fixture('NAVAll-2026-08-18.txt', file18Aug),
      );
      expect(result).toMatchObject({ status: 'imported', schemes: 3, navRows: 3, skippedLines: 1 });
      expect(await scheme(database, 120503)).toEqual({
        name: 'Axis ELSS Tax Saver Fund - Direct Plan - Growth Option',
        amc: 'Axis Mutual Fund',
        structure: 'Open Ended',
        category: 'Equity Scheme - ELSS',
        sub_type: 'ELSS',
        scheme_type: 'EQUITY',
        plan: 'DIRECT',
        option: 'GROWTH',
        isin_growth: 'INF846K01EW2',
        isin_reinvest: null,
        latest_nav: '112.0096',
        latest_nav_date: '2026-08-18',
        active: true,
      });
      expect(await scheme(database, 133486)).toMatchObject({
        scheme_type: 'LIQUID',
        plan: 'REGULAR',
      });
      expect(await navOn(database, 130950, '2018-04-10')).toBe('13.8665');
    });

    it('reports malformed lines with their line numbers and imports the rest', async () => {
      const warnings: string[] = [];
      const logger = { info: () => undefined, warn: (m: string) => warnings.push(m) };
      const result = await importNavAllFile(
        database,
        await fixture('NAVAll-2026-08-21.txt', file21Aug),
        logger,
      );
      expect(result.skippedLines).toBe(2);
      expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
        [10, 'date "32-Aug-2026" is not DD-Mon-YYYY'],
        [11, 'expected 8 fields, found 7'],
      ]);
      expect(warnings[0]).toContain(
        'NAVAll-2026-08-21.txt:10: date "32-Aug-2026" is not DD-Mon-YYYY',
      );
      expect(await count(database, 'schemes')).toBe(3);
      expect(await scheme(database, 150001)).toMatchObject({
        plan: 'REGULAR',
        option: 'IDCW',
        isin_reinvest: 'INF000A00002',
      });
    });

    it('takes the master from the newer 8-field file, keeping a plan the new file leaves out', async () => {
      await importNavAllFile(database, await fixture('NAVAll-2026-08-18.txt', file18Aug));
      const result = await importNavAllFile(
        database,
        await fixture('NAVAll-2026-08-21.txt', file21Aug),
      );
      expect(result).toMatchObject({ schemes: 3, navRows: 2 });
      expect(await scheme(database, 120503)).toMatchObject({
        name: 'Axis ELSS Tax Saver Fund',
        plan: 'DIRECT',
        latest_nav: '112.2201',
        latest_nav_date: '2026-08-21',
      });
      expect(await scheme(database, 130950)).toMatchObject({
        name: 'ICICI Prudential Banking & PSU Debt Fund',
        plan: 'DIRECT',
        option: 'GROWTH',
      });
      expect(await navOn(database, 120503, '2026-08-18')).toBe('112.0096');
      expect(await navOn(database, 120503, '2026-08-21')).toBe('112.2201');
    });

    it('marks a scheme the newest file no longer lists as inactive, keeping its row', async () => {
      await importNavAllFile(database, await fixture('NAVAll-2026-08-18.txt', file18Aug));
      await importNavAllFile(database, await fixture('NAVAll-2026-08-21.txt', file21Aug));
      expect(await scheme(database, 133486)).toMatchObject({
        active: false,
        latest_nav: '2723.7895',
      });
      expect(await count(database, 'schemes', 'active')).toBe(3);
    });

    it("adds each day's NAVs and moves the latest NAV forward as a daily job", async () => {
      await importNavAllFile(database, await fixture('NAVAll-2026-08-21.txt', file21Aug));
      const day = await importNavAllFile(
        database,
        await fixture('NAVAll-2026-08-22.txt', file22Aug),
      );
      expect(day.navRows).toBe(2);
      expect(await scheme(database, 120503)).toMatchObject({
        latest_nav: '112.9000',
        latest_nav_date: '2026-08-22',
      });
      expect(await scheme(database, 150001)).toMatchObject({
        latest_nav: '10.0100',
        latest_nav_date: '2026-08-22',
      });
      expect(await navOn(database, 120503, '2026-08-21')).toBe('112.2201');
      const again = await importNavAllFile(database, path.join(dir, 'NAVAll-2026-08-22.txt'));
      expect(again.navRows).toBe(0);
    });

    it('never moves the latest NAV or the master back when an older file comes later', async () => {
      await importNavAllFile(database, await fixture('NAVAll-2026-08-22.txt', file22Aug));
      const old = await importNavAllFile(
        database,
        await fixture('NAVAll-2026-08-18.txt', file18Aug),
      );
      expect(old.navRows).toBe(2);
      expect(await navOn(database, 120503, '2026-08-18')).toBe('112.0096');
      expect(await scheme(database, 120503)).toMatchObject({
        name: 'Axis ELSS Tax Saver Fund',
        latest_nav: '112.9000',
        latest_nav_date: '2026-08-22',
      });
      expect(await scheme(database, 133486)).toMatchObject({ active: false });
    });

    it('bulk loads the history, skips malformed rows by line number and moves latest NAVs only forward', async () => {
      await importNavAllFile(database, await fixture('NAVAll-2026-08-22.txt', file22Aug));
      const result = await importNavHistory(
        database,
        await fixture('nav-history.csv.gz', gzipSync(historyCsv)),
      );
      expect(result).toMatchObject({ navRows: 5, skippedLines: 2, schemes: 2 });
      expect(result.errors.map((e) => [e.line, e.reason])).toEqual([
        [5, 'date "2026-08-3x" is not YYYY-MM-DD'],
        [7, 'expected 3 fields, found 1'],
      ]);
      expect(await navOn(database, 120503, '2026-08-20')).toBe('112.1500');
      expect(await scheme(database, 120503)).toMatchObject({
        latest_nav: '112.9000',
        latest_nav_date: '2026-08-22',
      });
      expect(await scheme(database, 150001)).toMatchObject({
        latest_nav: '10.0500',
        latest_nav_date: '2026-08-25',
      });
      expect(await scheme(database, 130950)).toMatchObject({
        latest_nav: '13.8665',
        latest_nav_date: '2026-08-20',
      });
      expect(await count(database, 'nav_history')).toBe(3 + 5);
    });

    it("keeps each scheme's year-ago NAV as the history and the latest NAV move", async () => {
      const yearAgo = async (code: number) =>
        (
          await rows<{ nav: string | null }>(
            database,
            'SELECT year_ago_nav::text AS nav FROM schemes WHERE scheme_code = $1',
            [code],
          )
        )[0]?.nav;
      await importNavAllFile(database, await fixture('NAVAll-2026-08-22.txt', file22Aug));
      expect(await yearAgo(120503)).toBeNull();
      const history = ['scheme_code,nav_date,nav', '120503,2025-08-21,100.0000'];
      history.push('120503,2025-08-25,101.5000', '');
      await importNavHistory(
        database,
        await fixture('nav-history.csv.gz', gzipSync(history.join('\n'))),
      );
      expect(await yearAgo(120503)).toBe('100.0000');
      expect(await yearAgo(150001)).toBeNull();
      const file26Aug = file22Aug.replace('112.9000;22-Aug-2026', '113.2000;26-Aug-2026');
      await importNavAllFile(database, await fixture('NAVAll-2026-08-26.txt', file26Aug));
      expect(await yearAgo(120503)).toBe('101.5000');
    });

    it('imports a directory oldest file first, and a second run changes nothing', async () => {
      await fixture('NAVAll-b.txt', file18Aug);
      await fixture('NAVAll-a.txt', file21Aug);
      await fixture('nav-history.csv.gz', gzipSync(historyCsv));
      const first = await importAmfiDirectory(database, dir);
      expect(first.files.map((f) => [f.file, f.status])).toEqual([
        ['NAVAll-b.txt', 'imported'],
        ['NAVAll-a.txt', 'imported'],
        ['nav-history.csv.gz', 'imported'],
      ]);
      expect(first).toMatchObject({ schemes: 3, skippedLines: 1 + 2 + 2 });
      expect(await scheme(database, 120503)).toMatchObject({ name: 'Axis ELSS Tax Saver Fund' });
      const navRows = await count(database, 'nav_history');
      expect(first.navRows).toBe(navRows);

      const second = await importAmfiDirectory(database, dir);
      expect(second.files.every((f) => f.status === 'skipped')).toBe(true);
      expect(second).toMatchObject({ schemes: null, navRows: 0, skippedLines: 0 });
      expect(await count(database, 'nav_history')).toBe(navRows);
      expect(await count(database, 'amfi_imports')).toBe(3);
    });
  });

  describe('on the real AMFI data', () => {
    let database: Database;
    beforeAll(async () => {
      database = await openForBulk();
    });
    afterAll(async () => {
      await database.close();
    });

    it('loads the scheme master and the whole NAV history', async () => {
      const summary = await importAmfiDirectory(database, amfiDir);
      expect(summary.files.map((f) => [f.file, f.status])).toEqual([
        ['NAVAll-2026-08-18.txt', 'imported'],
        ['NAVAll-2026-08-22.txt', 'imported'],
        ['nav-history.csv.gz', 'imported'],
      ]);
      expect(summary.skippedLines).toBe(0);
      expect(summary.schemes).toBe(14_282);
      expect(await count(database, 'schemes', 'active')).toBe(14_282);

      const { csvRows, dailyRowsNotInCsv } = await expectedHistory();
      expect(csvRows).toBe(2_231_589);
      expect(await count(database, 'nav_history')).toBe(csvRows + dailyRowsNotInCsv);
      expect(summary.navRows).toBe(csvRows + dailyRowsNotInCsv);

      expect(await navOn(database, 120503, '2026-08-21')).toBe('112.2201');
      expect(await scheme(database, 120503)).toMatchObject({
        name: 'Axis ELSS Tax Saver Fund',
        scheme_type: 'EQUITY',
        plan: 'DIRECT',
        option: 'GROWTH',
        latest_nav: '112.2201',
        latest_nav_date: '2026-08-21',
      });
      expect(await scheme(database, 122639)).toMatchObject({
        scheme_type: 'EQUITY',
        plan: 'DIRECT',
        option: 'GROWTH',
      });
      expect(await scheme(database, 118989)).toMatchObject({
        scheme_type: 'EQUITY',
        plan: 'DIRECT',
        option: 'GROWTH',
      });
      expect(await scheme(database, 120716)).toMatchObject({
        scheme_type: 'OTHERS',
        plan: 'DIRECT',
        option: 'GROWTH',
      });
    });

    it('changes nothing on a second run and reports the files as skipped', async () => {
      const before = await snapshot(database);
      const summary = await importAmfiDirectory(database, amfiDir);
      expect(summary.files.map((f) => f.status)).toEqual(['skipped', 'skipped', 'skipped']);
      expect(summary).toMatchObject({ schemes: null, navRows: 0, skippedLines: 0 });
      expect(await snapshot(database)).toEqual(before);
    });

    it('adds a single new daily file through importAmfiFiles and skips it the second time', async () => {
      const file = path.join(os.tmpdir(), `NAVAll-2026-08-24-${process.pid}.txt`);
      await writeFile(
        file,
        crlf([
          header8,
          'Open Ended Schemes(Equity Scheme - ELSS)',
          'Axis Mutual Fund',
          '120503;INF846K01EW2;-;Axis ELSS Tax Saver Fund;Direct Plan;Growth Option;113.0000;24-Aug-2026',
        ]),
      );
      try {
        const first = await importAmfiFiles(database, [file]);
        expect(first.navRows).toBe(1);
        expect(await scheme(database, 120503)).toMatchObject({
          latest_nav: '113.0000',
          latest_nav_date: '2026-08-24',
        });
        // A one-line file is not taken as the whole market closing: the other schemes stay active.
        expect(first.schemes).toBe(14_282);
        const second = await importAmfiFiles(database, [file]);
        expect(second.files[0]?.status).toBe('skipped');
      } finally {
        await rm(file, { force: true });
      }
    });
  });
});

async function snapshot(database: Database) {
  const [row] = await rows(
    database,
    `SELECT (SELECT count(*)::int FROM schemes) AS schemes,
       (SELECT count(*)::int FROM schemes WHERE active) AS active,
       (SELECT count(*)::int FROM nav_history) AS navs,
       (SELECT count(*)::int FROM amfi_imports) AS imports,
       (SELECT max(updated_at)::text FROM schemes) AS updated,
       (SELECT md5(string_agg(scheme_code || ':' || latest_nav || ':' || latest_nav_date || ':' || name, ',' ORDER BY scheme_code)) FROM schemes) AS master`,
  );
  return row;
}

/** Counts the CSV rows, and the rows of the daily files that the CSV does not hold. */
async function expectedHistory(): Promise<{ csvRows: number; dailyRowsNotInCsv: number }> {
  const daily = new Set<string>();
  for (const name of ['NAVAll-2026-08-18.txt', 'NAVAll-2026-08-22.txt']) {
    const { schemes } = parseNavAll(await readFile(path.join(amfiDir, name), 'utf8'));
    for (const s of schemes) daily.add(`${s.schemeCode},${s.navDate}`);
  }
  let csvRows = -1;
  let inCsv = 0;
  let rest = '';
  const stream = createReadStream(path.join(amfiDir, 'nav-history.csv.gz')).pipe(createGunzip());
  stream.setEncoding('utf8');
  for await (const chunk of stream) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      if (line.trim() === '') continue;
      csvRows += 1;
      const key = line.slice(0, line.lastIndexOf(','));
      if (daily.has(key)) inCsv += 1;
    }
  }
  return { csvRows, dailyRowsNotInCsv: daily.size - inCsv };
}
