export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? upper) + upper) / 2;
}

export const round = (value: number, digits = 1): number => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};

export const ms = (value: number): string => `${round(value, value < 10 ? 2 : 0)} ms`;

export const kb = (bytes: number): string => `${round(bytes / 1024, 1)} KB`;

/** The nearest-rank percentile p (0 to 100) of the values, in any order. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, at)] ?? Number.NaN;
}

/** Runs one count query against PostgreSQL when the run uses it; null on PGlite. */
export async function countInPostgres(
  databaseUrl: string | undefined,
  query: string,
): Promise<number | null> {
  if (!databaseUrl) return null;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: number }>(query);
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}
