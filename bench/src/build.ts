import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sleep } from './http.js';
import { repoRoot } from './paths.js';

// Another engineer may be halfway through writing a module; such a build is worth retrying.
const missingFile =
  /Could not resolve|Cannot find module|Failed to resolve import|ENOENT|does not provide an export named|is not exported by/i;

const attempts = Number(process.env.BENCH_BUILD_ATTEMPTS ?? 3);
const retryDelayS = Number(process.env.BENCH_BUILD_RETRY_S ?? 30);

export class BuildError extends Error {}

function runNpmBuild(workspace: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

/** `npm run build -w <workspace>`, retried while the failure looks like a file still being written. */
export async function buildWorkspace(workspace: string): Promise<{ ms: number; attempts: number }> {
  for (let attempt = 1; ; attempt++) {
    console.log(`  building ${workspace}${attempt > 1 ? ` (attempt ${attempt})` : ''}...`);
    const started = performance.now();
    const { code, output } = await runNpmBuild(workspace);
    if (code === 0) return { ms: performance.now() - started, attempts: attempt };
    const reason = firstErrorLine(output);
    if (!missingFile.test(output) || attempt >= attempts) {
      throw new BuildError(`npm run build -w ${workspace} failed: ${reason}`);
    }
    console.log(`  ${workspace} build failed (${reason}); retrying in ${retryDelayS} s`);
    await sleep(retryDelayS * 1000);
  }
}

function firstErrorLine(output: string): string {
  const lines = output.split('\n').map((l) => l.trim());
  const error = lines.find(
    (l) => /error|could not|cannot|failed/i.test(l) && !/^npm (warn|error)/.test(l),
  );
  return error ?? lines.filter(Boolean).at(-1) ?? 'no output';
}

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any file under `sources` (paths from the repo root). */
export function outOfDate(output: string, sources: readonly string[]): boolean {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(repoRoot, source)) > built);
}
