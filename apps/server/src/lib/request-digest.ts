import { createHash } from 'node:crypto';

/**
 * The digest of a request body kept beside its idempotency key: a retry with the same key must
 * send the same body (keys in any order), or it is refused instead of answered with the first
 * result. Undefined fields are left out, as JSON leaves them out.
 */
export function requestDigest(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return typeof value === 'bigint' ? JSON.stringify(value.toString()) : JSON.stringify(value);
}
