/*
 * The import graph of a source tree and the cycles in it, read from the files' text. The server's
 * and the web's tests both hold their trees to having no cycle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Files (absolute paths) and the files each imports, relative imports only. */
export type ImportGraph = Map<string, string[]>;

// Static imports and re-exports (`import type` and `export ... from` included), side-effect
// imports, and dynamic `import('...')`. Comments are stripped first so examples in them do not count.
const specifiers = [
  /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

export function importSpecifiers(source: string): string[] {
  const text = withoutComments(source);
  return specifiers.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1] ?? ''));
}

/**
 * Where a relative specifier leads: `./x.js` (the server's style) is `./x.ts`, `./x` (the web's)
 * is `./x.ts` or `./x.tsx`, and a folder is its `index.ts` or `index.tsx`.
 */
export function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base.replace(/\.js$/, '.ts'),
    base.replace(/\.js$/, '.tsx'),
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile());
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The graph of the TypeScript files under `root`; imports that leave `root` are left out. */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(root)) {
    const targets = importSpecifiers(readFileSync(file, 'utf8'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((target): target is string => !!target && target.startsWith(root + path.sep));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/**
 * Every cycle a depth-first walk meets, each as the path that closes it (`[a, b, a]`); empty when
 * the graph has none. Nodes only named as targets count as having no imports.
 */
export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const done = new Set<string>();
  const onPath = new Map<string, number>();
  const trail: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    onPath.set(node, trail.length);
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const at = onPath.get(next);
      if (at !== undefined) cycles.push([...trail.slice(at), next]);
      else if (!done.has(next)) visit(next);
    }
    trail.pop();
    onPath.delete(node);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) if (!done.has(node)) visit(node);
  return cycles;
}
