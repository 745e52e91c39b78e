import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, version as viteVersion } from 'vite';
import { buildWorkspace } from '../build.js';
import { benchDir, repoRoot } from '../paths.js';
import type { Row, Scenario } from '../scenario.js';
import { kb, round } from '../stats.js';

const targetRatio = 1.15;
const webDist = path.join(repoRoot, 'apps/web/dist');
const baselineRoot = path.join(benchDir, 'baseline');
const baselineDist = path.join(baselineRoot, 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const login = /^src\/features\/access\/[^/]*login[^/]*\.tsx?$/;
/**
 * The route table every path but the login page's discovers on first navigation; it carries the
 * session gate, the desk's frame and the dashboard, so it is also the home route's own chunk.
 */
const routeTableSource = 'src/app/other-routes.tsx';
/**
 * Its manifest key: the source path, or, when other chunks import shared parts from that chunk
 * (it then has no single facade module), '_other-routes-<hash>.js'.
 */
function routeTableKey(manifest: Manifest): string {
  if (manifest[routeTableSource]) return routeTableSource;
  const key = Object.keys(manifest).find(
    (k) => manifest[k]?.isDynamicEntry && /^_other-routes-[\w-]+\.js$/.test(k),
  );
  if (!key) throw new Error(`apps/web manifest has no chunk for ${routeTableSource}`);
  return key;
}

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** The keys reachable from `root` through static and dynamic imports: what can load after it. */
function loadsAfter(manifest: Manifest, root: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    // The entry is loaded before the table; what it imports does not come after the table.
    if (seen.has(key) || chunk?.isEntry) return;
    seen.add(key);
    [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])].forEach(visit);
  };
  visit(root);
  return seen;
}

/** The keys reachable from `roots` through static imports (dynamic imports load later, on demand). */
function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
}

function sizes(manifest: Manifest, dist: string, keys: Set<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  const sum = (files: Set<string>) =>
    [...files].reduce((total, file) => total + gzipSize(path.join(dist, file)), 0);
  return { jsGzip: sum(js), cssGzip: sum(css), jsFiles: [...js].sort() };
}

function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The features whose weight of their own is reported: the wizards a visitor walks through. */
const ownFeatures = [
  { name: 'registration wizard (account opening)', folder: 'src/features/onboarding/' },
  { name: 'nominee wizard', folder: 'src/features/nominee/' },
];

/**
 * A feature's own JS: its lazily loaded pages, what they import statically and the pages of the
 * same feature they load on demand, less what the entry and the route table already brought. A page of another area
 * that a feature page can lead to is that area's, and is not followed.
 */
function featureKeys(manifest: Manifest, roots: string[], folder: string, entryKeys: Set<string>) {
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || entryKeys.has(key) || !chunk) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const loaded of chunk.dynamicImports ?? []) if (loaded.startsWith(folder)) visit(loaded);
  };
  roots.forEach(visit);
  return seen;
}

const routeName = (key: string) =>
  key.startsWith('_other-routes-')
    ? 'app/other-routes'
    : key.replace(/^src\/(features\/)?/, '').replace(/\.[jt]sx?$/, '');

function measureApp() {
  const manifest = readManifest(webDist);
  const entry =
    manifest['index.html']?.isEntry === true
      ? 'index.html'
      : Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('apps/web manifest has no entry');

  const lazy = Object.keys(manifest).filter((k) => manifest[k]?.isDynamicEntry);
  const routeTable = routeTableKey(manifest);
  const pages = lazy.filter((k) => k.startsWith('src/') || k === routeTable);
  // A page or part that only the route table (or what it loads) imports needs the table first.
  const afterTable = loadsAfter(manifest, routeTable);
  const routes = pages.map((key) => {
    const wrappers = key !== routeTable && afterTable.has(key) ? [routeTable] : [];
    const measured = sizes(manifest, webDist, staticClosure(manifest, [entry, ...wrappers, key]));
    return {
      route: routeName(key),
      chunk: key,
      kind: key === routeTable ? 'frame' : 'page',
      layouts: wrappers,
      ...measured,
    };
  });
  // Every page but the login page comes after the route table: what it brings is not the feature's.
  const entryKeys = staticClosure(manifest, [entry, routeTable]);
  const features = ownFeatures.map(({ name, folder }) => {
    const roots = lazy.filter((k) => k.startsWith(folder));
    return {
      name,
      pages: roots.length,
      ...sizes(manifest, webDist, featureKeys(manifest, roots, folder, entryKeys)),
    };
  });
  const loginKey = pages.filter((k) => login.test(k)).sort((a, b) => a.length - b.length)[0];
  const homeKey = routeTable;
  const entryOnly = sizes(manifest, webDist, staticClosure(manifest, [entry]));
  const allJs = readdirSync(path.join(webDist, 'assets')).filter((f) => f.endsWith('.js'));
  return {
    entry: { chunk: entry, ...entryOnly },
    login: routes.find((r) => r.chunk === loginKey),
    home: routes.find((r) => r.chunk === homeKey),
    routes,
    features,
    lazyLibraries: lazy
      .filter((k) => !k.startsWith('src/'))
      .map((k) => ({ chunk: k, jsGzip: gzipSize(path.join(webDist, manifest[k]?.file ?? '')) })),
    totalJsGzip: allJs.reduce((t, f) => t + gzipSize(path.join(webDist, 'assets', f)), 0),
  };
}

async function buildBaseline() {
  const started = performance.now();
  await build({
    root: baselineRoot,
    configFile: false,
    envFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react()],
    // The same target as apps/web, so the two are minified alike.
    build: { outDir: baselineDist, emptyOutDir: true, manifest: true, target: 'es2022' },
  });
  const assets = path.join(baselineDist, 'assets');
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'));
  return {
    buildMs: Math.round(performance.now() - started),
    jsGzip: js.reduce((t, f) => t + gzipSize(path.join(assets, f)), 0),
    jsFiles: js.map((f) => `assets/${f}`),
  };
}

export const bundle: Scenario = {
  name: 'bundle',
  summary: 'Gzipped JS per route of apps/web against a bare React + Router + Redux baseline.',
  async run() {
    const baseline = await buildBaseline();
    let app: ReturnType<typeof measureApp> | undefined;
    let appError: string | undefined;
    try {
      const built = await buildWorkspace('apps/web');
      console.log(`  apps/web built in ${Math.round(built.ms / 1000)} s`);
      if (!existsSync(path.join(webDist, '.vite/manifest.json'))) {
        throw new Error('apps/web/dist/.vite/manifest.json is missing (build.manifest off?)');
      }
      app = measureApp();
    } catch (error) {
      appError = error instanceof Error ? error.message : String(error);
    }

    const ratio = app?.login ? round(app.login.jsGzip / baseline.jsGzip, 3) : undefined;
    const rows: Row[] = [{ metric: 'baseline JS (gzip)', value: kb(baseline.jsGzip) }];
    if (!app) {
      rows.push({ metric: 'apps/web', value: `not measured: ${appError ?? ''}` });
    } else {
      rows.push({ metric: 'entry JS (index.html script + imports)', value: kb(app.entry.jsGzip) });
      rows.push({
        metric: 'login JS / baseline',
        value: ratio === undefined ? 'not measured: no login chunk' : `${ratio}`,
        target: `≤ ${targetRatio}`,
        ...(ratio === undefined ? {} : { met: ratio <= targetRatio }),
      });
      for (const r of app.routes) {
        const tag =
          r.kind === 'frame'
            ? ' (route table, desk frame and dashboard)'
            : r.layouts.length
              ? ' (+ route table)'
              : '';
        const role = r === app.login ? 'login: ' : r === app.home ? 'home: ' : '';
        rows.push({
          metric: `${role}${r.route}${tag}`,
          value: `JS ${kb(r.jsGzip)}, CSS ${kb(r.cssGzip)}`,
        });
      }
      for (const f of app.features)
        rows.push({
          metric: `${f.name}: JS of its own beyond the entry and route table (${f.pages} lazy pages)`,
          value: `JS ${kb(f.jsGzip)}, CSS ${kb(f.cssGzip)}`,
        });
      rows.push({ metric: 'all JS in dist (gzip)', value: kb(app.totalJsGzip) });
    }
    return {
      result: {
        vite: viteVersion,
        gzipLevel: 9,
        targetRatio,
        loginToBaseline: ratio,
        baseline,
        app: app ?? { error: appError },
      },
      rows,
    };
  },
};
