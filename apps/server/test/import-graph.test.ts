import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  findCycles,
  importGraph,
  importSpecifiers,
  resolveImport,
  type ImportGraph,
} from '../../../scripts/import-graph.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const serverSrc = path.join(repoRoot, 'apps/server/src');
const domainSrc = path.join(repoRoot, 'packages/domain/src');
const modulesDir = path.join(serverSrc, 'modules');

const relative = (file: string) => path.relative(repoRoot, file);
const shown = (cycles: string[][]) => cycles.map((cycle) => cycle.map(relative).join(' -> '));

/** The module (area) a file of the server belongs to, if any. */
function moduleOf(file: string): string | undefined {
  const inModules = path.relative(modulesDir, file);
  if (inModules.startsWith('..')) return undefined;
  const parts = inModules.split(path.sep);
  return parts.length > 1 ? parts[0] : undefined;
}

/** Imports from a module into another module's files other than its public face. */
function reachesIntoModules(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) => {
    const from = moduleOf(file);
    if (!from) return [];
    return targets
      .filter((target) => {
        const to = moduleOf(target);
        return to !== undefined && to !== from && target !== path.join(modulesDir, to, 'index.ts');
      })
      .map((target) => `${relative(file)} -> ${relative(target)}`);
  });
}

/** The graph of areas: an edge where a file of one module imports a file of another. */
function moduleGraph(graph: ImportGraph): ImportGraph {
  const areas: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    const from = moduleOf(file);
    if (!from) continue;
    const edges = new Set(areas.get(from) ?? []);
    for (const target of targets) {
      const to = moduleOf(target);
      if (to && to !== from) edges.add(to);
    }
    areas.set(from, [...edges]);
  }
  return areas;
}

describe('the cycle finder', () => {
  const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  it('finds a cycle, a self import and a cycle reached from outside it', () => {
    expect(findCycles(graphOf({ a: ['b'], b: ['c'], c: ['a'] }))).toEqual([['a', 'b', 'c', 'a']]);
    expect(findCycles(graphOf({ a: ['a'] }))).toEqual([['a', 'a']]);
    expect(findCycles(graphOf({ a: ['b'], b: ['c'], c: ['b'] }))).toEqual([['b', 'c', 'b']]);
  });

  it('finds none where paths only meet again', () => {
    expect(findCycles(graphOf({ a: ['b', 'c'], b: ['d'], c: ['d'], d: [] }))).toEqual([]);
  });

  it('reads type imports, re-exports and dynamic imports, not comments', () => {
    const source = [
      "import type { A } from './a.js';",
      "import {\n  b,\n  type B,\n} from '../b.js';",
      "export { c } from './c.js';",
      "export * from './d.js';",
      "const e = await import('./e.js');",
      "import './f.js';",
      "// import { g } from './g.js';",
      "/** import { h } from './h.js'; */",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importSpecifiers(source).sort()).toEqual(
      ['./a.js', '../b.js', './c.js', './d.js', './e.js', './f.js', 'zod'].sort(),
    );
  });

  it('resolves a .js specifier to its .ts file and a folder to its index.ts', () => {
    const app = path.join(serverSrc, 'app.ts');
    expect(resolveImport(app, './config.js')).toBe(path.join(serverSrc, 'config.ts'));
    expect(resolveImport(app, './providers')).toBe(path.join(serverSrc, 'providers/index.ts'));
    expect(resolveImport(app, 'fastify')).toBeUndefined();
  });
});

describe('import graph', () => {
  const server = importGraph(serverSrc);
  const domain = importGraph(domainSrc);

  it('reads the sources it is about', () => {
    expect(server.get(path.join(serverSrc, 'app.ts'))).toContain(path.join(serverSrc, 'config.ts'));
    expect(domain.size).toBeGreaterThan(10);
  });

  it('has no import cycle in the server', () => {
    expect(shown(findCycles(server))).toEqual([]);
  });

  it('has no import cycle in the domain', () => {
    expect(shown(findCycles(domain))).toEqual([]);
  });

  it('has no cycle between the server modules: one area depends on another one way', () => {
    expect(findCycles(moduleGraph(server))).toEqual([]);
  });

  it('lets a module reach another module only through its index.ts', () => {
    expect(reachesIntoModules(server)).toEqual([]);
  });

  it('lets the app, plugins, seed and sandbox reach a module only through its index.ts', () => {
    const wrong = [...server].flatMap(([file, targets]) =>
      moduleOf(file) !== undefined
        ? []
        : targets
            .filter((target) => {
              const to = moduleOf(target);
              return to !== undefined && target !== path.join(modulesDir, to, 'index.ts');
            })
            .map((target) => `${relative(file)} -> ${relative(target)}`),
    );
    expect(wrong).toEqual([]);
  });
});
