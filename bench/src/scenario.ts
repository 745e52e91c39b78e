import type { ServerHarness } from './server.js';

/** One line of the printed table. */
export interface Row {
  metric: string;
  value: string;
  target?: string;
  /** undefined: no target, or not measured. */
  met?: boolean;
}

export interface ScenarioOutcome {
  /** Written to bench/results/<scenario>.json. */
  result: Record<string, unknown>;
  rows: Row[];
}

export interface BenchContext {
  /** Shared by every scenario of the run; started on first use. */
  server: ServerHarness;
}

/** A scenario is one file in src/scenarios/ and one entry in src/scenarios/index.ts. */
export interface Scenario {
  name: string;
  summary: string;
  run(ctx: BenchContext): Promise<ScenarioOutcome>;
}
