import autocannon from 'autocannon';
import type { Row } from './scenario.js';
import { round } from './stats.js';

export interface LoadSpec {
  title: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** Requests per second across all connections (autocannon `overallRate`). */
  rate: number;
  connections: number;
  durationS: number;
  /** A reply that is 2xx but fails this check counts as a mismatch. */
  verifyBody?: (body: string) => boolean;
}

export interface LoadSummary {
  title: string;
  url: string;
  targetRps: number;
  achievedRps: number;
  connections: number;
  durationS: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  statusCodes: Record<string, number>;
  latencyMs: { p50: number; p90: number; p97_5: number; p99: number; max: number; mean: number };
}

const bodyCheck =
  (check: (body: string) => boolean) =>
  (body: string | Buffer | undefined): boolean =>
    check(typeof body === 'string' ? body : (body?.toString('utf8') ?? ''));

export async function runLoad(spec: LoadSpec): Promise<LoadSummary> {
  const result = await autocannon({
    title: spec.title,
    url: spec.url,
    method: spec.method ?? 'GET',
    ...(spec.body === undefined ? {} : { body: JSON.stringify(spec.body) }),
    headers: {
      ...(spec.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...spec.headers,
    },
    overallRate: spec.rate,
    connections: spec.connections,
    duration: spec.durationS,
    timeout: 10,
    ...(spec.verifyBody ? { verifyBody: bodyCheck(spec.verifyBody) } : {}),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statusCodes[code] = stat.count ?? 0;
  }
  const l = result.latency;
  return {
    title: spec.title,
    url: spec.url,
    targetRps: spec.rate,
    achievedRps: round(result.requests.total / result.duration, 1),
    connections: spec.connections,
    durationS: result.duration,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    mismatches: result.mismatches,
    statusCodes,
    latencyMs: {
      p50: l.p50,
      p90: l.p90,
      p97_5: l.p97_5,
      p99: l.p99,
      max: l.max,
      mean: round(l.average, 2),
    },
  };
}

/** Errors and unexpected replies, which make the latency figures suspect. */
export function loadProblems(s: LoadSummary): string[] {
  const problems: string[] = [];
  if (s.non2xx) problems.push(`${s.non2xx} non-2xx`);
  if (s.errors) problems.push(`${s.errors} errors (${s.timeouts} timeouts)`);
  if (s.mismatches) problems.push(`${s.mismatches} replies with isSuccess false`);
  return problems;
}

/** The rate is a ceiling per connection: a slow reply holds its connection, so fewer requests go out. */
export const achieved = (runs: readonly LoadSummary[]): Row => ({
  metric: `achieved rate (${runs.map((r) => r.title).join(' / ')})`,
  value: runs.map((r) => `${r.achievedRps}/s`).join(' / '),
  target: runs.map((r) => `${r.targetRps}/s`).join(' / '),
  met: runs.every((r) => r.achievedRps >= r.targetRps * 0.95),
});
