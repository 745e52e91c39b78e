import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ParsedScheme } from '@cdesk/domain';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Database, RawClient } from '../db/client.js';

/** One transaction on either driver: plain SQL plus a COPY of CSV text into a table. */
export interface AmfiTx {
  query<T = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<{ rows: T[]; count: number }>;
  copyCsv(table: string, chunks: AsyncIterable<string>): Promise<void>;
}

export async function inTransaction<T>(
  raw: RawClient,
  work: (tx: AmfiTx) => Promise<T>,
): Promise<T> {
  if (raw.kind === 'pglite') {
    return raw.pglite.transaction((tx) =>
      work({
        async query<R>(text: string, params: unknown[] = []) {
          const result = await tx.query<R>(text, params);
          return { rows: result.rows, count: result.affectedRows ?? 0 };
        },
        async copyCsv(table, chunks) {
          // PGlite reads COPY input from a Blob; one per chunk keeps memory bounded.
          for await (const chunk of chunks) {
            await tx.query(`COPY ${table} FROM '/dev/blob' WITH (FORMAT csv)`, [], {
              blob: new Blob([chunk]),
            });
          }
        },
      }),
    );
  }
  const client = await raw.pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(postgresTx(client));
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function postgresTx(client: pg.PoolClient): AmfiTx {
  return {
    async query<R>(text: string, params: unknown[] = []) {
      const result = await client.query(text, params);
      return { rows: result.rows as R[], count: result.rowCount ?? 0 };
    },
    async copyCsv(table, chunks) {
      await pipeline(
        Readable.from(chunks),
        client.query(copyFrom(`COPY ${table} FROM STDIN WITH (FORMAT csv)`)),
      );
    },
  };
}

/** Which of these checksums are in amfi_imports, in one query. */
export async function importedChecksums(
  database: Database,
  sha256s: string[],
): Promise<Set<string>> {
  if (sha256s.length === 0) return new Set();
  const marks = sha256s.map((_, i) => `$${i + 1}`).join(', ');
  return inTransaction(database.raw, async (tx) => {
    const { rows } = await tx.query<{ sha256: string }>(
      `SELECT sha256 FROM amfi_imports WHERE sha256 IN (${marks})`,
      sha256s,
    );
    return new Set(rows.map((row) => row.sha256));
  });
}

async function countOf(tx: AmfiTx, sql: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(sql);
  return rows[0]?.n ?? 0;
}

export async function countActiveSchemes(database: Database): Promise<number> {
  return inTransaction(database.raw, (tx) =>
    countOf(tx, 'SELECT count(*)::int AS n FROM schemes WHERE active'),
  );
}

/** True when no NAVAll file imported so far is for a later date: this file describes the master. */
export async function isNewestNavAll(tx: AmfiTx, navDate: string): Promise<boolean> {
  const { rows } = await tx.query<{ newest: boolean }>(
    `SELECT coalesce(max(nav_date) <= $1::date, true) AS newest FROM amfi_imports WHERE kind = 'navall'`,
    [navDate],
  );
  return rows[0]?.newest ?? true;
}

/**
 * Marks the schemes of the newest file active and the others not. A file listing under half of
 * the active schemes is more likely a truncated download than mass closures, so it changes nothing.
 */
export async function markListedSchemes(tx: AmfiTx, codes: number[]): Promise<number | null> {
  const active = await countOf(tx, 'SELECT count(*)::int AS n FROM schemes WHERE active');
  if (codes.length * 2 < active) return null;
  const { count } = await tx.query(
    `UPDATE schemes SET active = (scheme_code = ANY($1::int[])), updated_at = now()
     WHERE active <> (scheme_code = ANY($1::int[]))`,
    [codes],
  );
  return count;
}

export interface ImportRecord {
  fileName: string;
  sha256: string;
  kind: 'navall' | 'history' | 'grandfathering';
  rows: number;
  skipped: number;
  navDate: string | null;
}

export async function recordImport(tx: AmfiTx, record: ImportRecord): Promise<void> {
  await tx.query(
    `INSERT INTO amfi_imports (file_name, sha256, kind, rows, skipped, nav_date) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (sha256) DO UPDATE SET file_name = excluded.file_name, rows = excluded.rows,
       skipped = excluded.skipped, nav_date = excluded.nav_date, imported_at = now()`,
    [record.fileName, record.sha256, record.kind, record.rows, record.skipped, record.navDate],
  );
}

const schemeColumns = `scheme_code int, isin_growth text, isin_reinvest text, name text, amc text,
  structure text, category text, sub_type text, scheme_type text, plan text, option text,
  plan_known boolean, option_known boolean, nav numeric, nav_date date`;

const navIsNewer = 's.latest_nav_date IS NULL OR excluded.latest_nav_date >= s.latest_nav_date';

/**
 * Inserts new schemes and, when the file is the newest NAVAll seen, refreshes the master rows;
 * an older file only adds what is missing. The latest NAV moves to the row's NAV when that is
 * dated on or after the stored one. A plan or option the line did not state keeps the stored
 * value, since the 8-field file often leaves both out.
 */
export async function upsertSchemes(
  tx: AmfiTx,
  schemes: ParsedScheme[],
  newest: boolean,
): Promise<number> {
  const input = schemes.map((s) => ({
    scheme_code: s.schemeCode,
    isin_growth: s.isinGrowth,
    isin_reinvest: s.isinReinvest,
    name: s.name,
    amc: s.amc,
    structure: s.structure,
    category: s.category,
    sub_type: s.subType,
    scheme_type: s.schemeType,
    plan: s.plan,
    option: s.option,
    plan_known: s.planKnown,
    option_known: s.optionKnown,
    nav: s.nav,
    nav_date: s.navDate,
  }));
  const { count } = await tx.query(
    `INSERT INTO schemes AS s (scheme_code, isin_growth, isin_reinvest, name, amc, structure, category,
       sub_type, scheme_type, plan, option, latest_nav, latest_nav_date, active, updated_at)
     SELECT i.scheme_code, i.isin_growth, i.isin_reinvest, i.name, i.amc, i.structure, i.category,
       i.sub_type, i.scheme_type,
       CASE WHEN i.plan_known OR old.plan IS NULL THEN i.plan ELSE old.plan END,
       CASE WHEN i.option_known OR old.option IS NULL THEN i.option ELSE old.option END,
       i.nav, i.nav_date, $2::boolean, now()
     FROM json_to_recordset($1::json) AS i(${schemeColumns})
     LEFT JOIN schemes old ON old.scheme_code = i.scheme_code
     ON CONFLICT (scheme_code) DO UPDATE SET
       isin_growth = excluded.isin_growth, isin_reinvest = excluded.isin_reinvest, name = excluded.name,
       amc = excluded.amc, structure = excluded.structure, category = excluded.category,
       sub_type = excluded.sub_type, scheme_type = excluded.scheme_type, plan = excluded.plan,
       option = excluded.option, updated_at = excluded.updated_at,
       latest_nav = CASE WHEN ${navIsNewer} THEN excluded.latest_nav ELSE s.latest_nav END,
       latest_nav_date = CASE WHEN ${navIsNewer} THEN excluded.latest_nav_date ELSE s.latest_nav_date END
     WHERE $2::boolean`,
    [JSON.stringify(input), newest],
  );
  return count;
}

export async function insertNavs(tx: AmfiTx, schemes: ParsedScheme[]): Promise<number> {
  const input = schemes.map((s) => ({
    scheme_code: s.schemeCode,
    nav_date: s.navDate,
    nav: s.nav,
  }));
  const { count } = await tx.query(
    `INSERT INTO nav_history (scheme_code, nav_date, nav)
     SELECT scheme_code, nav_date, nav FROM json_to_recordset($1::json) AS i(scheme_code int, nav_date date, nav numeric)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(input)],
  );
  return count;
}

/**
 * Stores schemes' NAVs of 31-01-2018, each replacing the one stored before (a demo value
 * included); returns the rows stored.
 */
export async function upsertGrandfatheringNavs(
  tx: AmfiTx,
  rows: readonly { schemeCode: number; nav: string }[],
  source: string,
): Promise<number> {
  const input = rows.map((row) => ({ scheme_code: row.schemeCode, nav: row.nav }));
  const { count } = await tx.query(
    `INSERT INTO grandfathering_navs (scheme_code, nav, source, updated_at)
     SELECT scheme_code, nav, $2, now() FROM json_to_recordset($1::json) AS i(scheme_code int, nav numeric)
     ON CONFLICT (scheme_code) DO UPDATE SET nav = excluded.nav, source = excluded.source,
       updated_at = excluded.updated_at`,
    [JSON.stringify(input), source],
  );
  return count;
}

const staging = 'amfi_nav_staging';

/**
 * Loads CSV rows (`code,date,nav`, already validated) through a staging table; returns rows added.
 * `onStaged` is called once every row is in the staging table, before they are stored.
 */
export async function loadNavHistory(
  tx: AmfiTx,
  csvChunks: AsyncIterable<string>,
  onStaged: () => void = () => undefined,
): Promise<number> {
  await tx.query(
    `CREATE TEMP TABLE ${staging} (scheme_code int, nav_date date, nav numeric) ON COMMIT DROP`,
  );
  await tx.copyCsv(staging, csvChunks);
  onStaged();
  const { rows } = await tx.query<{ staged: number; stored: number }>(
    `SELECT (SELECT count(*) FROM ${staging})::int AS staged, (SELECT count(*) FROM nav_history)::int AS stored`,
  );
  const { staged = 0, stored = 0 } = rows[0] ?? {};
  // Building the key index once is about twice as fast as growing it row by row, which matters
  // for the first load of millions of rows; later loads go through ON CONFLICT as usual.
  return stored < staged
    ? withPrimaryKeyRebuilt(tx, () => insertNewRows(tx))
    : insertSkippingConflicts(tx);
}

async function insertSkippingConflicts(tx: AmfiTx): Promise<number> {
  const { count } = await tx.query(
    `INSERT INTO nav_history (scheme_code, nav_date, nav)
     SELECT scheme_code, nav_date, nav FROM ${staging} ORDER BY scheme_code, nav_date
     ON CONFLICT DO NOTHING`,
  );
  return count;
}

async function insertNewRows(tx: AmfiTx): Promise<number> {
  const { count } = await tx.query(
    `INSERT INTO nav_history (scheme_code, nav_date, nav)
     SELECT DISTINCT ON (scheme_code, nav_date) scheme_code, nav_date, nav FROM ${staging} s
     WHERE NOT EXISTS (
       SELECT 1 FROM nav_history n WHERE n.scheme_code = s.scheme_code AND n.nav_date = s.nav_date)
     ORDER BY scheme_code, nav_date`,
  );
  return count;
}

async function withPrimaryKeyRebuilt(tx: AmfiTx, work: () => Promise<number>): Promise<number> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
     WHERE conrelid = 'nav_history'::regclass AND contype = 'p'`,
  );
  const key = rows[0];
  if (!key) return work();
  await tx.query(`ALTER TABLE nav_history DROP CONSTRAINT "${key.name}"`);
  const count = await work();
  await tx.query(`ALTER TABLE nav_history ADD CONSTRAINT "${key.name}" ${key.definition}`);
  return count;
}

/** Moves each scheme's latest NAV forward to its newest history row, never back. */
export async function refreshLatestNavs(tx: AmfiTx): Promise<number> {
  const { count } = await tx.query(
    `UPDATE schemes s SET latest_nav = h.nav, latest_nav_date = h.nav_date, updated_at = now()
     FROM schemes k CROSS JOIN LATERAL (
       SELECT nav_date, nav FROM nav_history n WHERE n.scheme_code = k.scheme_code
       ORDER BY nav_date DESC LIMIT 1) h
     WHERE s.scheme_code = k.scheme_code
       AND (s.latest_nav_date IS NULL OR h.nav_date > s.latest_nav_date)`,
  );
  return count;
}

/**
 * Sets each scheme's year-ago NAV (the listing's 1Y return) from the history: one index probe per
 * scheme, run whenever an import changes the history or a latest NAV.
 */
export async function refreshYearAgoNavs(tx: AmfiTx): Promise<number> {
  const { count } = await tx.query(
    `UPDATE schemes s SET year_ago_nav = h.nav
     FROM schemes k LEFT JOIN LATERAL (
       SELECT nav FROM nav_history n WHERE n.scheme_code = k.scheme_code
         AND n.nav_date <= (k.latest_nav_date - interval '1 year')::date
       ORDER BY nav_date DESC LIMIT 1) h ON true
     WHERE s.scheme_code = k.scheme_code AND s.year_ago_nav IS DISTINCT FROM h.nav`,
  );
  return count;
}
