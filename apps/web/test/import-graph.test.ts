import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCycles, importGraph, type ImportGraph } from '../../../scripts/import-graph';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webSrc = path.join(repoRoot, 'apps/web/src');
const featuresDir = path.join(webSrc, 'features');

const relative = (file: string) => path.relative(webSrc, file);
const shown = (cycles: string[][]) => cycles.map((cycle) => cycle.map(relative).join(' -> '));

/** The layer of a file: a feature's name, or `lib`, `ui`, `app`. */
function layerOf(file: string): string {
  const [top, feature] = relative(file).split(path.sep);
  return top === 'features' && feature ? `features/${feature}` : (top ?? '');
}

/** The graph of layers: an edge where a file of one imports a file of another. */
function layerGraph(graph: ImportGraph): ImportGraph {
  const layers = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = layerOf(file);
    const edges = layers.get(from) ?? new Set<string>();
    for (const target of targets) if (layerOf(target) !== from) edges.add(layerOf(target));
    layers.set(from, edges);
  }
  return new Map([...layers].map(([layer, edges]) => [layer, [...edges]]));
}

describe('the web import graph', () => {
  const web = importGraph(webSrc);

  it('reads the sources it is about', () => {
    expect(web.get(path.join(webSrc, 'main.tsx'))?.length).toBeGreaterThan(0);
    expect(web.get(path.join(featuresDir, 'checkout/index.ts'))?.length).toBeGreaterThan(0);
  });

  it('has no import cycle', () => {
    expect(shown(findCycles(web))).toEqual([]);
  });

  it('has no cycle between the features: one area depends on another one way', () => {
    expect(findCycles(layerGraph(web))).toEqual([]);
  });

  it('keeps lib and ui below every feature, and lets only main.tsx import the app', () => {
    const wrong = [...web].flatMap(([file, targets]) =>
      targets
        .filter((target) => {
          const from = layerOf(file);
          const to = layerOf(target);
          if (to === 'app') return from !== 'app' && file !== path.join(webSrc, 'main.tsx');
          return (from === 'lib' || from === 'ui') && to.startsWith('features/');
        })
        .map((target) => `${relative(file)} -> ${relative(target)}`),
    );
    expect(wrong).toEqual([]);
  });

  it("reaches another feature only through that feature's index.ts", () => {
    const wrong = [...web].flatMap(([file, targets]) => {
      const from = layerOf(file);
      if (!from.startsWith('features/')) return [];
      return targets
        .filter((target) => {
          const to = layerOf(target);
          return to.startsWith('features/') && to !== from && path.basename(target) !== 'index.ts';
        })
        .map((target) => `${relative(file)} -> ${relative(target)}`);
    });
    expect(wrong).toEqual([]);
  });
});
