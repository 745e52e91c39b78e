import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request, sleep } from '../http.js';
import { repoRoot } from '../paths.js';
import type { Row, Scenario } from '../scenario.js';
import { freePort } from '../server.js';
import { median, round } from '../stats.js';

const restarts = 5;
const restartTargetMs = 2000;
const readyTimeoutMs = Number(process.env.BENCH_READY_TIMEOUT_S ?? 900) * 1000;

interface StageTime {
  stage: string;
  ms: number;
}

interface StartRun {
  /** Spawn of `node scripts/start.mjs` to the first `/cdesk/gw/ready` 200. */
  readyMs: number;
  /** The builds and the server's stages, in the order they ended (the listing after ready). */
  stages: StageTime[];
}

/** "Built the web app in 21.4 s" from scripts/start.mjs; the server's stage lines are JSON. */
function stageOf(line: string): StageTime | undefined {
  const built = /^Built (.+) in ([\d.]+) s$/.exec(line.trim());
  if (built) return { stage: `build ${built[1]}`, ms: Number(built[2]) * 1000 };
  if (!line.startsWith('{')) return undefined;
  try {
    const record = JSON.parse(line) as { stage?: unknown; ms?: unknown };
    if (typeof record.stage === 'string' && typeof record.ms === 'number')
      return { stage: record.stage, ms: record.ms };
  } catch {
    // not a log record
  }
  return undefined;
}

/**
 * `npm start` as someone runs it (scripts/start.mjs, which npm start runs), with JSON logs to read
 * the stages from; waits for /ready and for the scheme listing built after it, then stops it.
 */
async function runStart(port: number, dataDir: string): Promise<StartRun> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_FORMAT: 'json',
    LOG_LEVEL: 'info',
    PROVIDERS: 'sandbox',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const spawnedAt = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stages: StageTime[] = [];
  let output = '';
  let rest = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (rest + chunk.toString('utf8')).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) {
      const stage = stageOf(line);
      if (stage) stages.push(stage);
    }
    output = (output + chunk.toString('utf8')).slice(-4000);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  try {
    let readyMs: number | undefined;
    while (readyMs === undefined) {
      if (exited) throw new Error(`npm start exited before it was ready:\n${output}`);
      if (performance.now() - spawnedAt > readyTimeoutMs)
        throw new Error(`not ready within ${readyTimeoutMs / 1000} s:\n${output}`);
      const reply = await request(`http://127.0.0.1:${port}/cdesk/gw/ready`, {
        timeoutMs: 2000,
      }).catch(() => undefined);
      if (reply?.status === 200) readyMs = performance.now() - spawnedAt;
      else await sleep(10);
    }
    while (!stages.some((s) => s.stage === 'scheme listing') && !exited) await sleep(50);
    return { readyMs, stages };
  } finally {
    child.kill('SIGTERM');
    await exit;
  }
}

const seconds = (value: number) => `${round(value / 1000, value < 10_000 ? 2 : 1)} s`;

function stageRows(run: StartRun, prefix: string): Row[] {
  return run.stages.map((s) => ({ metric: `${prefix}${s.stage}`, value: seconds(s.ms) }));
}

export const start: Scenario = {
  name: 'start',
  summary: `npm start with nothing built on a new DATA_DIR, by stage, then ${restarts} restarts on it: spawn to /ready 200.`,
  async run() {
    // What a new user has: no builds, no data.
    for (const dist of ['apps/web/dist', 'apps/server/dist'])
      rmSync(path.join(repoRoot, dist), { recursive: true, force: true });
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cdesk-bench-start-'));
    try {
      const port = await freePort();
      console.log(`  first start on port ${port} (DATA_DIR ${dataDir}), builds included...`);
      const first = await runStart(port, dataDir);
      console.log(`  first start: ready in ${seconds(first.readyMs)}`);
      const runs: StartRun[] = [];
      for (let i = 0; i < restarts; i++) {
        const run = await runStart(port, dataDir);
        console.log(`  restart ${i + 1}: ready in ${seconds(run.readyMs)}`);
        runs.push(run);
      }
      const readyMedian = median(runs.map((r) => r.readyMs));
      const typical = runs.find((r) => r.readyMs === readyMedian) ?? runs[0];
      return {
        result: {
          targetRestartMs: restartTargetMs,
          firstStart: { readyMs: round(first.readyMs), stages: first.stages },
          medianRestartMs: round(readyMedian),
          restarts: runs.map((r) => ({ readyMs: round(r.readyMs), stages: r.stages })),
        },
        rows: [
          {
            metric: 'first start, spawn → ready 200 (builds included)',
            value: seconds(first.readyMs),
          },
          ...stageRows(first, '  first start: '),
          {
            metric: `restart, spawn → ready 200 (median of ${restarts})`,
            value: `${seconds(readyMedian)} (${runs.map((r) => seconds(r.readyMs)).join(', ')})`,
            target: `< ${restartTargetMs / 1000} s`,
            met: readyMedian < restartTargetMs,
          },
          ...(typical ? stageRows(typical, '  median restart: ') : []),
        ],
      };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
