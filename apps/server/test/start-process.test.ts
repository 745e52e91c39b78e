import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const built = existsSync(path.join(root, 'apps/server/dist/server.js'));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Every process below `pid`, by the parent links `ps` reports. */
function descendants(pid: number): number[] {
  const table = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const [child, ppid] of table)
      if (ppid === parent) {
        found.push(child);
        walk(child);
      }
  };
  walk(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => Promise<boolean> | boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return false;
}

describe('npm start as a process manager runs it', () => {
  // Needs the server built (npm run build); `--no-build` keeps the test from building it.
  it.skipIf(!built)(
    'stops npm, the start script and the server on SIGTERM to npm, and frees the port',
    async () => {
      const port = await freePort();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'cdesk-start-'));
      const npm = spawn('npm', ['start', '--', '--no-build'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          DATA_DIR: dataDir,
          AMFI_DIR: path.join(dataDir, 'no-amfi'),
          DEMO_DATA: 'off',
          DATABASE_URL: '',
          LOG_FORMAT: 'json',
        },
        stdio: 'ignore',
      });
      try {
        const healthy = await until(async () => {
          const reply = await fetch(`http://127.0.0.1:${port}/cdesk/gw/health`).catch(() => null);
          return reply?.ok === true;
        }, 90_000);
        expect(healthy).toBe(true);
        const tree = descendants(npm.pid!);
        expect(tree.length).toBeGreaterThanOrEqual(2);

        npm.kill('SIGTERM');
        expect(await until(() => tree.every((pid) => !alive(pid)), 15_000)).toBe(true);
        expect(await portFree(port)).toBe(true);
      } finally {
        for (const pid of descendants(npm.pid!)) process.kill(pid, 'SIGKILL');
        npm.kill('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
