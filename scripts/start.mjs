// `npm start`: builds what is missing or out of date, each build a line when it begins and its time
// when done, then serves the app and the gateway on one port. The server itself migrates the
// database, seeds the demo data and imports the AMFI files at start, each stage with its time.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

function newestMtime(target) {
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

function outOfDate(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(at(source)) > built);
}

const domain = ['packages/domain/src'];
const steps = [
  {
    name: 'the web app',
    workspace: 'apps/web',
    // Vite's list of every file it wrote is noise here; its warnings and errors still show.
    args: ['--', '--logLevel', 'warn'],
    output: at('apps/web/dist/index.html'),
    sources: [
      ...domain,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/public',
      'apps/web/vite.config.ts',
    ],
  },
  {
    name: 'the server',
    workspace: 'apps/server',
    args: [],
    output: at('apps/server/dist/server.js'),
    sources: [...domain, 'apps/server/src', 'apps/server/build.mjs'],
  },
];

/** Runs one build; on a terminal its line counts the seconds until the build is done. */
function build(step) {
  return new Promise((resolve) => {
    const started = performance.now();
    const label = `Building ${step.name} (${step.workspace})...`;
    const ticking = process.stdout.isTTY;
    if (!ticking) console.log(label);
    const elapsed = () => `${Math.round((performance.now() - started) / 1000)} s`;
    const tick = ticking
      ? setInterval(() => process.stdout.write(`\r\x1b[K${label} ${elapsed()}`), 1000)
      : null;
    if (ticking) process.stdout.write(label);
    const child = spawn('npm', ['run', '--silent', 'build', '-w', step.workspace, ...step.args], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (status) => {
      if (tick) clearInterval(tick);
      if (ticking) process.stdout.write('\r\x1b[K');
      if (status !== 0) {
        console.error(`Building ${step.name} failed.`);
        process.exit(status ?? 1);
      }
      const seconds = (performance.now() - started) / 1000;
      console.log(`Built ${step.name} in ${seconds.toFixed(1)} s`);
      resolve();
    });
  });
}

// `npm start -- --no-build` serves what is built as it is.
if (!process.argv.includes('--no-build')) {
  for (const step of steps) {
    if (outOfDate(step.output, step.sources)) await build(step);
  }
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
// A process manager's SIGTERM (or Ctrl+C's SIGINT) reaches npm, which passes it to the shell
// running this script, and a shell does not pass it on: so a signal to this process, or the loss
// of the process that started it, stops the server, and this process ends when the server has.
let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 250).unref();
server.on('exit', (code) => process.exit(code ?? 0));
