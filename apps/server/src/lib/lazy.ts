import { createRequire } from 'node:module';

/**
 * A value made on first use and kept. The large packages a start does not need (PDF, image,
 * captcha and geography libraries) load this way, so a restart does not pay for them.
 */
export function lazy<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

const load = createRequire(import.meta.url);

/** A CommonJS package required on first use, for callers that must stay synchronous. */
export function lazyRequire<T>(specifier: string): () => T {
  return lazy(() => load(specifier) as T);
}
