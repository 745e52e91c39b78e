// `npm start`: builds what is missing or out of date, then serves the app and the gateway on one port.
// The server itself migrates the database, seeds the demo data and imports the AMFI files at start.
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
    workspace: 'apps/web',
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
    workspace: 'apps/server',
    output: at('apps/server/dist/server.js'),
    sources: [...domain, 'apps/server/src', 'apps/server/build.mjs'],
  },
];

for (const step of steps) {
  if (!outOfDate(step.output, step.sources)) continue;
  console.log(`Building ${step.workspace}...`);
  const result = spawnSync('npm', ['run', 'build', '-w', step.workspace], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ['--enable-source-maps', at('apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
