#!/usr/bin/env node
/**
 * Runs shell commands side by side, as many at a time as the machine has cores (or --jobs N),
 * starting them in the order given. Each command's output is kept and printed whole when it ends,
 * under a header with its time and exit code, so the log reads one command at a time. Exits
 * non-zero when any command failed, after all of them have run, with a summary of each.
 *
 *   node scripts/parallel.mjs [--jobs N] "npm run lint" "npm run typecheck" ...
 */
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const args = process.argv.slice(2);
let jobs = availableParallelism();
const jobsAt = args.indexOf('--jobs');
if (jobsAt !== -1) {
  jobs = Number(args[jobsAt + 1]);
  args.splice(jobsAt, 2);
}
if (args.length === 0 || !(jobs >= 1)) {
  console.error('usage: node scripts/parallel.mjs [--jobs N] "command" ...');
  process.exit(2);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;
const started = Date.now();
const results = [];
const children = new Set();

function run(command) {
  return new Promise((resolve) => {
    const start = Date.now();
    const output = [];
    // The output goes to a pipe: on a terminal, the tools are asked to colour it all the same.
    // Each command leads a process group of its own, so that ending it ends what it started.
    const child = spawn(command, {
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.stdout.isTTY ? { FORCE_COLOR: '1', ...process.env } : process.env,
    });
    children.add(child);
    console.log(`[parallel] started: ${command}`);
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      children.delete(child);
      const status = code ?? (signal ? 1 : 0);
      const took = Date.now() - start;
      const line = '='.repeat(72);
      process.stdout.write(
        `\n${line}\n[parallel] ${command}: ${status === 0 ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${seconds(took)}\n${line}\n`,
      );
      process.stdout.write(Buffer.concat(output));
      results.push({ command, status, took });
      resolve();
    });
  });
}

// Ended from outside (Ctrl-C, a CI timeout): the commands end too.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    }
    process.exit(130);
  });
}

const queue = [...args];
await Promise.all(
  Array.from({ length: Math.min(jobs, queue.length) }, async () => {
    while (queue.length > 0) await run(queue.shift());
  }),
);

console.log(`\n[parallel] ${args.length} commands in ${seconds(Date.now() - started)}:`);
for (const { command, status, took } of results) {
  console.log(`  ${status === 0 ? 'passed' : 'FAILED'}  ${seconds(took).padStart(7)}  ${command}`);
}
process.exit(results.some((result) => result.status !== 0) ? 1 : 0);
