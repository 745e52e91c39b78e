// `npm start`: builds what is missing or out of date, each build a line when it begins and its time
// when done, then serves the app and the gateway on one port. The server itself migrates the
// database, seeds the demo data and imports the AMFI files at start, each stage with its time.
import { spawnSync, spawn } from 'node:child_process';
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

for (const step of steps) {
  if (!outOfDate(step.output, step.sources)) continue;
  const started = performance.now();
  console.log(`Building ${step.name} (${step.workspace})...`);
  const result = spawnSync(
    'npm',
    ['run', '--silent', 'build', '-w', step.workspace, ...step.args],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error(`Building ${step.name} failed.`);
    process.exit(result.status ?? 1);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`Built ${step.name} in ${seconds.toFixed(1)} s`);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
