import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildWorkspace, outOfDate } from './build.js';
import { parseEnvelope, request, sleep } from './http.js';
import { repoRoot, serverEntry } from './paths.js';

const serverSources = ['packages/domain/src', 'apps/server/src', 'apps/server/build.mjs'];

export interface ServerBuild {
  action: 'existing' | 'built';
  /** The sources changed after the build; set BENCH_REBUILD=1 to build again. */
  stale: boolean;
}

/** Builds the server only when its bundle is missing (or BENCH_REBUILD=1): a failed build empties dist. */
export async function ensureServerBuilt(): Promise<ServerBuild> {
  if (existsSync(serverEntry) && process.env.BENCH_REBUILD !== '1') {
    const stale = outOfDate(serverEntry, serverSources);
    if (stale)
      console.log('  note: apps/server/dist is older than its sources (BENCH_REBUILD=1 rebuilds)');
    return { action: 'existing', stale };
  }
  await buildWorkspace('apps/server');
  return { action: 'built', stale: false };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface StartTiming {
  /** Process spawn to the first `/cdesk/gw/health` 200. */
  healthMs: number;
  /** Process spawn to the first `/cdesk/gw/ready` 200. */
  readyMs: number;
  /** The start-up stages `/ready` reported while it answered 503, in order. */
  stages: string[];
}

export interface ServerInfo {
  baseUrl: string;
  database: 'pglite' | 'postgresql';
  build: ServerBuild;
  /** The start on an empty DATA_DIR, which migrates, seeds and imports AMFI data. */
  firstStart: StartTiming;
}

/** The most telling line of a crash: the deepest `error:` (a cause), else the first line. */
function cause(output: string): string {
  const lines = output.split('\n').map((l) => l.trim());
  return lines.findLast((l) => /\berror:/i.test(l)) ?? lines.find(Boolean) ?? 'no output';
}

const readyTimeoutMs = Number(process.env.BENCH_READY_TIMEOUT_S ?? 900) * 1000;

/** The real built server as a child process, on one port and one DATA_DIR for the whole run. */
export class ServerHarness {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private output = '';
  private port = 0;
  private dataDir = '';
  private info: ServerInfo | undefined;
  private failure: Error | undefined;
  private readonly databaseUrl = process.env.BENCH_DATABASE_URL || undefined;

  /** The run's server, once it has started. */
  get started(): ServerInfo | undefined {
    return this.info;
  }

  /** The server process, for figures read from /proc (CPU time). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the server once per run; later callers share it, or share the reason it failed. */
  async ensureStarted(): Promise<ServerInfo> {
    if (this.failure) throw this.failure;
    if (this.info && this.child) return this.info;
    try {
      if (this.info) {
        await this.start(false);
        return this.info;
      }
      const build = await ensureServerBuilt();
      this.port = await freePort();
      this.dataDir = mkdtempSync(path.join(os.tmpdir(), 'cdesk-bench-'));
      console.log(`  first start on ${this.baseUrl} (DATA_DIR ${this.dataDir})...`);
      const firstStart = await this.start(true);
      this.info = {
        baseUrl: this.baseUrl,
        database: this.databaseUrl ? 'postgresql' : 'pglite',
        build,
        firstStart,
      };
      return this.info;
    } catch (error) {
      this.failure = error instanceof Error ? error : new Error(String(error));
      throw this.failure;
    }
  }

  /** Stops the server and starts it again on the same DATA_DIR. */
  async restart(): Promise<StartTiming> {
    await this.ensureStarted();
    await this.stop();
    return this.start(false);
  }

  private async start(verbose: boolean): Promise<StartTiming> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      // Production means live adapters; the bench measures the desk against the sandbox's.
      PROVIDERS: 'sandbox',
      PORT: String(this.port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      // The bench measures latency, not the per-IP limiter.
      RATE_LIMIT_PER_MINUTE: '1000000',
    };
    delete env.DATABASE_URL;
    if (this.databaseUrl) env.DATABASE_URL = this.databaseUrl;

    this.output = '';
    const spawnedAt = performance.now();
    const child = spawn(process.execPath, [serverEntry], {
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      // The head names the failure, the tail its cause; the middle of a long stack is noise.
      const text = this.output + chunk.toString('utf8');
      this.output = text.length > 6000 ? `${text.slice(0, 3000)}\n...\n${text.slice(-3000)}` : text;
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let exitCode: number | null | undefined;
    this.exited = new Promise((resolve) => {
      child.once('exit', (code) => {
        exitCode = code;
        if (this.child === child) this.child = undefined;
        resolve();
      });
    });

    const deadline = spawnedAt + readyTimeoutMs;
    let lastStage = '';
    const stages: string[] = [];
    let lastReport = spawnedAt;
    const poll = async (pathname: string): Promise<number> => {
      for (;;) {
        if (exitCode !== undefined) {
          throw new Error(
            `server exited (code ${exitCode}) before ${pathname} was 200: ${cause(this.output)}\n${this.output}`,
          );
        }
        if (performance.now() > deadline) {
          await this.stop();
          throw new Error(
            `server not ${pathname} within ${readyTimeoutMs / 1000} s (stage: ${lastStage})`,
          );
        }
        try {
          const reply = await request(this.baseUrl + pathname, { timeoutMs: 2000 });
          if (reply.status === 200) return performance.now() - spawnedAt;
          const stage = (parseEnvelope(reply.body)?.data as { status?: string } | null)?.status;
          if (stage && stage !== lastStage) stages.push(stage);
          if (stage) lastStage = stage;
        } catch {
          // not listening yet
        }
        if (verbose && performance.now() - lastReport > 10_000) {
          lastReport = performance.now();
          const s = Math.round((lastReport - spawnedAt) / 1000);
          console.log(`    waiting for ${pathname}: ${s} s${lastStage ? ` (${lastStage})` : ''}`);
        }
        await sleep(10);
      }
    };
    const healthMs = await poll('/cdesk/gw/health');
    const readyMs = await poll('/cdesk/gw/ready');
    return { healthMs, readyMs, stages };
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.pid === undefined) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  async dispose(): Promise<void> {
    await this.stop();
    if (this.dataDir) rmSync(this.dataDir, { recursive: true, force: true });
  }
}
