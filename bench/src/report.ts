import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, resultsDir } from './paths.js';
import type { Row } from './scenario.js';

function gitCommit(): string | undefined {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: repoRoot,
      encoding: 'utf8',
    }).trim();
  } catch {
    return undefined;
  }
}

export const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model ?? 'unknown',
  memoryGb: Math.round(os.totalmem() / 1024 ** 3),
  node: process.version,
  platform: `${os.platform()} ${os.release()}`,
};

export function writeResult(name: string, result: Record<string, unknown>): string {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}.json`);
  const document = {
    scenario: name,
    measuredAt: new Date().toISOString(),
    commit: gitCommit(),
    machine,
    // Other work on a shared machine skews latency; the 1, 5 and 15 minute load averages say how much.
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
    ...result,
  };
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

export function printTable(sections: { scenario: string; rows: Row[] }[]): void {
  const lines = sections.flatMap(({ scenario, rows }) =>
    rows.map((row, i) => [
      i === 0 ? scenario : '',
      row.metric,
      row.value,
      row.target ?? '',
      row.met === undefined ? '' : row.met ? 'ok' : 'MISSED',
    ]),
  );
  const header = ['scenario', 'metric', 'value', 'target', 'status'];
  const widths = header.map((h, c) => Math.max(h.length, ...lines.map((l) => (l[c] ?? '').length)));
  const format = (cells: string[]) =>
    cells
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\n${format(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const line of lines) console.log(format(line));
}
