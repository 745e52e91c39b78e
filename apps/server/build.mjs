import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Third-party packages load from node_modules at run time; the workspace's own domain package is bundled.
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@cdesk/'));

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', 'amfi-cli': 'src/seed/amfi-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
