import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createGunzip } from 'node:zlib';
import {
  grandfatheringNavHeader,
  navHistoryHeader,
  parseGrandfatheringNavRow,
  parseNavAll,
  parseNavHistoryRow,
  type AmfiLineError,
  type ParsedScheme,
} from '@cdesk/domain';
import type { Database } from '../db/client.js';
import {
  countActiveSchemes,
  inTransaction,
  insertNavs,
  importedChecksums,
  isNewestNavAll,
  loadNavHistory,
  markListedSchemes,
  recordImport,
  refreshLatestNavs,
  refreshYearAgoNavs,
  upsertGrandfatheringNavs,
  upsertSchemes,
} from './amfi-repository.js';

export interface ImportLogger {
  info(message: string): void;
  warn(message: string): void;
  /** How far a history file is read: rows so far and the fraction of the file's bytes. */
  progress?(rows: number, fraction: number): void;
  /** The part of a long import now under way. */
  doing?(what: string): void;
}

export type AmfiFileKind = 'navall' | 'history' | 'grandfathering';

export interface FileImportResult {
  file: string;
  kind: AmfiFileKind;
  status: 'imported' | 'skipped';
  /**
   * NAVAll: scheme rows inserted or refreshed (a row older than the stored one is left alone).
   * History: schemes whose latest NAV moved forward. Grandfathering: schemes whose NAV of
   * 31-01-2018 was stored.
   */
  schemes: number;
  /** NAV rows added to nav_history. */
  navRows: number;
  skippedLines: number;
  /** The first malformed lines, with their 1-based line numbers. */
  errors: AmfiLineError[];
  ms: number;
}

export interface AmfiImportSummary {
  /**
   * Active schemes (those the newest NAVAll file lists) after the run; null when every file was
   * imported before, so nothing changed (a seeded start does not count them again).
   */
  schemes: number | null;
  /** NAV rows this run added to nav_history. */
  navRows: number;
  skippedLines: number;
  files: FileImportResult[];
  ms: number;
}

const silent: ImportLogger = { info: () => undefined, warn: () => undefined };
const REPORTED_ERRORS = 20;
const COPY_CHUNK_ROWS = 200_000;

function reportErrors(logger: ImportLogger, file: string, errors: AmfiLineError[], total: number) {
  for (const e of errors.slice(0, REPORTED_ERRORS)) {
    logger.warn(`${file}:${e.line}: ${e.reason}: ${e.text}`);
  }
  if (total > REPORTED_ERRORS) {
    logger.warn(`${file}: ${total - REPORTED_ERRORS} more malformed lines skipped`);
  }
}

// Every start hashes the AMFI files to see they are imported: a few large reads, not hundreds of
// small ones, each of which waits its turn for an I/O thread on a busy machine.
const hashReadBytes = 4 * 1024 * 1024;

async function sha256Of(filePath: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(filePath, { highWaterMark: hashReadBytes }))
    hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The date a NAVAll file is for: its most common NAV date (the later one on a tie), so one
 * mistyped far-future row cannot make every later file look older.
 */
function fileNavDate(schemes: ParsedScheme[]): string | null {
  const counts = new Map<string, number>();
  for (const s of schemes) counts.set(s.navDate, (counts.get(s.navDate) ?? 0) + 1);
  let best: [string, number] | null = null;
  for (const entry of counts) {
    if (!best || entry[1] > best[1] || (entry[1] === best[1] && entry[0] > best[0])) best = entry;
  }
  return best?.[0] ?? null;
}

/** One row per scheme: a file listing a code twice keeps its newest line. */
function newestPerScheme(schemes: ParsedScheme[]): ParsedScheme[] {
  const byCode = new Map<number, ParsedScheme>();
  for (const s of schemes) {
    const seen = byCode.get(s.schemeCode);
    if (!seen || s.navDate >= seen.navDate) byCode.set(s.schemeCode, s);
  }
  return [...byCode.values()];
}

/**
 * Imports one NAVAll.txt: upserts the scheme master, adds each row's NAV to nav_history and moves
 * latest_nav forward. Also the daily NAV job: given the day's file it adds the day's NAVs.
 */
export async function importNavAllFile(
  database: Database,
  filePath: string,
  logger: ImportLogger = silent,
): Promise<FileImportResult> {
  const started = performance.now();
  const file = path.basename(filePath);
  const [text, sha256] = await Promise.all([readFile(filePath, 'utf8'), sha256Of(filePath)]);
  const parsed = parseNavAll(text);
  reportErrors(logger, file, parsed.errors, parsed.errors.length);
  const schemes = newestPerScheme(parsed.schemes);
  const repeated = parsed.schemes.length - schemes.length;
  if (repeated > 0) logger.warn(`${file}: ${repeated} repeated scheme codes, newest line kept`);
  const navDate = fileNavDate(schemes);
  const counts = await inTransaction(database.raw, async (tx) => {
    const newest = navDate !== null && (await isNewestNavAll(tx, navDate));
    const upserted = await upsertSchemes(tx, schemes, newest);
    const navRows = await insertNavs(tx, parsed.schemes);
    const delisted = newest
      ? await markListedSchemes(
          tx,
          schemes.map((s) => s.schemeCode),
        )
      : 0;
    await refreshYearAgoNavs(tx);
    const record = { fileName: file, sha256, kind: 'navall' as const, navDate };
    await recordImport(tx, {
      ...record,
      rows: parsed.schemes.length,
      skipped: parsed.errors.length,
    });
    return { upserted, navRows, delisted };
  });
  if (counts.delisted === null) {
    logger.warn(`${file}: lists under half of the active schemes, so none was marked inactive`);
  }
  const ms = Math.round(performance.now() - started);
  const skippedLines = parsed.errors.length;
  logger.info(
    `${file}: ${counts.upserted} schemes, ${counts.navRows} new NAVs, ${skippedLines} lines skipped, ${ms} ms`,
  );
  return {
    file,
    kind: 'navall',
    status: 'imported',
    schemes: counts.upserted,
    navRows: counts.navRows,
    skippedLines,
    errors: parsed.errors.slice(0, REPORTED_ERRORS),
    ms,
  };
}

/** The file's lines, a chunk at a time, each with the fraction of the file read so far. */
async function* textLines(filePath: string): AsyncGenerator<{ lines: string[]; read: number }> {
  const { size } = await stat(filePath);
  const input = createReadStream(filePath);
  const stream = filePath.endsWith('.gz') ? input.pipe(createGunzip()) : input;
  input.on('error', (error) => stream.destroy(error));
  stream.setEncoding('utf8');
  const read = () => (size > 0 ? Math.min(input.bytesRead / size, 1) : 1);
  let rest = '';
  for await (const chunk of stream) {
    const lines = (rest + (chunk as string)).split('\n');
    rest = lines.pop() ?? '';
    yield { lines, read: read() };
  }
  if (rest !== '') yield { lines: [rest], read: 1 };
}

interface HistoryScan {
  valid: number;
  skipped: number;
  errors: AmfiLineError[];
}

const PROGRESS_LINES = 20_000;

/**
 * Validates the CSV lines and yields them as CSV blocks for COPY; bad lines land in `scan`.
 * Tells the logger how far it has read as it goes.
 */
async function* validHistoryCsv(
  filePath: string,
  scan: HistoryScan,
  logger: ImportLogger,
): AsyncGenerator<string> {
  let lineNo = 0;
  let reportAt = 0;
  let block: string[] = [];
  for await (const { lines, read } of textLines(filePath)) {
    if (lineNo >= reportAt) {
      logger.progress?.(lineNo, read);
      reportAt = lineNo + PROGRESS_LINES;
    }
    for (const raw of lines) {
      lineNo += 1;
      const text = raw.trim();
      if (text === '' || (lineNo === 1 && text === navHistoryHeader)) continue;
      const result = parseNavHistoryRow(text);
      if (!result.ok) {
        scan.skipped += 1;
        if (scan.errors.length < REPORTED_ERRORS) {
          scan.errors.push({ line: lineNo, text: raw, reason: result.reason });
        }
        continue;
      }
      block.push(`${result.row.schemeCode},${result.row.navDate},${result.row.nav}`);
      scan.valid += 1;
      if (block.length >= COPY_CHUNK_ROWS) {
        yield block.join('\n') + '\n';
        block = [];
      }
    }
  }
  if (block.length > 0) yield block.join('\n') + '\n';
  logger.progress?.(lineNo, 1);
}

/**
 * Bulk loads nav-history.csv(.gz) (`scheme_code,nav_date,nav`) with COPY through a staging table,
 * skipping malformed rows, then moves latest_nav forward from the newest history rows.
 */
export async function importNavHistory(
  database: Database,
  csvGzPath: string,
  logger: ImportLogger = silent,
): Promise<FileImportResult> {
  const started = performance.now();
  const file = path.basename(csvGzPath);
  const sha256 = await sha256Of(csvGzPath);
  const scan: HistoryScan = { valid: 0, skipped: 0, errors: [] };
  const counts = await inTransaction(database.raw, async (tx) => {
    logger.doing?.(file);
    const rows = validHistoryCsv(csvGzPath, scan, logger);
    const navRows = await loadNavHistory(tx, rows, () =>
      logger.doing?.(`${file}, storing ${scan.valid.toLocaleString('en-US')} rows`),
    );
    logger.doing?.(`${file}, moving the latest and year-ago NAVs`);
    const moved = await refreshLatestNavs(tx);
    await refreshYearAgoNavs(tx);
    const record = { fileName: file, sha256, kind: 'history' as const, navDate: null };
    await recordImport(tx, { ...record, rows: scan.valid, skipped: scan.skipped });
    return { navRows, moved };
  });
  reportErrors(logger, file, scan.errors, scan.skipped);
  const ms = Math.round(performance.now() - started);
  logger.info(
    `${file}: ${counts.navRows} of ${scan.valid} NAVs added, ${counts.moved} latest NAVs moved, ` +
      `${scan.skipped} lines skipped, ${ms} ms`,
  );
  return {
    file,
    kind: 'history',
    status: 'imported',
    schemes: counts.moved,
    navRows: counts.navRows,
    skippedLines: scan.skipped,
    errors: scan.errors,
    ms,
  };
}

/**
 * Imports a grandfathering NAV file (`scheme_code,nav`, a header line allowed): each scheme's NAV
 * of 31-01-2018, the fair market value s. 55(2)(ac) grandfathers equity-oriented units at. The
 * daily files and their history do not reach back to that date. A NAV replaces the one stored.
 */
export async function importGrandfatheringNavs(
  database: Database,
  filePath: string,
  logger: ImportLogger = silent,
): Promise<FileImportResult> {
  const started = performance.now();
  const file = path.basename(filePath);
  const [text, sha256] = await Promise.all([readFile(filePath, 'utf8'), sha256Of(filePath)]);
  const rows: { schemeCode: number; nav: string }[] = [];
  const errors: AmfiLineError[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (line === '' || (i === 0 && line.toLowerCase() === grandfatheringNavHeader)) return;
    const result = parseGrandfatheringNavRow(line);
    if (result.ok) rows.push(result.row);
    else errors.push({ line: i + 1, text: raw, reason: result.reason });
  });
  reportErrors(logger, file, errors, errors.length);
  const stored = await inTransaction(database.raw, async (tx) => {
    const count = await upsertGrandfatheringNavs(tx, rows, file);
    await recordImport(tx, {
      fileName: file,
      sha256,
      kind: 'grandfathering',
      rows: rows.length,
      skipped: errors.length,
      navDate: null,
    });
    return count;
  });
  const ms = Math.round(performance.now() - started);
  logger.info(`${file}: ${stored} NAVs of 31-01-2018, ${errors.length} lines skipped, ${ms} ms`);
  return {
    file,
    kind: 'grandfathering',
    status: 'imported',
    schemes: stored,
    navRows: 0,
    skippedLines: errors.length,
    errors: errors.slice(0, REPORTED_ERRORS),
    ms,
  };
}

const isNavAll = (name: string) => /^navall.*\.txt$/i.test(name);
const isGrandfathering = (name: string) => /grandfathering.*\.csv$/i.test(name);
const isHistory = (name: string) => /\.csv(\.gz)?$/i.test(name) && !isGrandfathering(name);

function kindOf(name: string): AmfiFileKind {
  if (isGrandfathering(name)) return 'grandfathering';
  return isHistory(name) ? 'history' : 'navall';
}

async function navAllDate(filePath: string): Promise<string> {
  return fileNavDate(parseNavAll(await readFile(filePath, 'utf8')).schemes) ?? '';
}

function skippedResult(filePath: string): FileImportResult {
  const file = path.basename(filePath);
  return {
    file,
    kind: kindOf(file),
    status: 'skipped',
    schemes: 0,
    navRows: 0,
    skippedLines: 0,
    errors: [],
    ms: 0,
  };
}

/** One file; `sha256` is its checksum, checked again since an earlier file of the run may match it. */
async function importOne(
  database: Database,
  filePath: string,
  sha256: string,
  logger: ImportLogger,
): Promise<FileImportResult> {
  const file = path.basename(filePath);
  if ((await importedChecksums(database, [sha256])).has(sha256)) {
    logger.info(`${file}: already imported, skipped`);
    return skippedResult(filePath);
  }
  switch (kindOf(file)) {
    case 'history':
      return importNavHistory(database, filePath, logger);
    case 'grandfathering':
      return importGrandfatheringNavs(database, filePath, logger);
    case 'navall':
      return importNavAllFile(database, filePath, logger);
  }
}

/**
 * Imports the given files, skipping any whose sha256 is already in amfi_imports: NAVAll files
 * oldest first, so the master ends up as the newest file says, then the history files, then the
 * grandfathering NAV files (named grandfathering*.csv).
 */
export async function importAmfiFiles(
  database: Database,
  filePaths: string[],
  logger: ImportLogger = silent,
): Promise<AmfiImportSummary> {
  const started = performance.now();
  const files: FileImportResult[] = [];
  // Checksums first: on a seeded database every file is skipped without being parsed.
  const pending: string[] = [];
  const checksums = await Promise.all(filePaths.map((filePath) => sha256Of(filePath)));
  const imported = await importedChecksums(database, checksums);
  filePaths.forEach((filePath, i) => {
    if (imported.has(checksums[i] ?? '')) {
      logger.info(`${path.basename(filePath)}: already imported, skipped`);
      files.push(skippedResult(filePath));
    } else {
      pending.push(filePath);
    }
  });
  const history = pending.filter((p) => isHistory(path.basename(p))).sort();
  const grandfathering = pending.filter((p) => isGrandfathering(path.basename(p))).sort();
  const daily = pending.filter((p) => !history.includes(p) && !grandfathering.includes(p));
  const dated = await Promise.all(daily.map(async (p) => ({ p, date: await navAllDate(p) })));
  dated.sort((a, b) => a.date.localeCompare(b.date) || a.p.localeCompare(b.p));
  const checksumOf = new Map(filePaths.map((filePath, i) => [filePath, checksums[i] ?? '']));
  for (const filePath of [...dated.map((d) => d.p), ...history, ...grandfathering]) {
    files.push(await importOne(database, filePath, checksumOf.get(filePath) ?? '', logger));
  }
  const sum = (key: 'navRows' | 'skippedLines') => files.reduce((n, f) => n + f[key], 0);
  return {
    schemes: files.some((f) => f.status === 'imported') ? await countActiveSchemes(database) : null,
    navRows: sum('navRows'),
    skippedLines: sum('skippedLines'),
    files,
    ms: Math.round(performance.now() - started),
  };
}

/**
 * The first-start loader: every NAVAll*.txt, *.csv(.gz) and grandfathering*.csv of `dir`; a second
 * run changes nothing.
 */
export async function importAmfiDirectory(
  database: Database,
  dir: string,
  logger: ImportLogger = silent,
): Promise<AmfiImportSummary> {
  const names = (await readdir(dir)).filter(
    (name) => isNavAll(name) || isHistory(name) || isGrandfathering(name),
  );
  return importAmfiFiles(
    database,
    names.map((name) => path.join(dir, name)),
    logger,
  );
}
