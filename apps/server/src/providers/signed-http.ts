import { z } from 'zod';
import type { Endpoint } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { KeyedHash } from '../lib/keyed-hash.js';

/** The purpose every request to an outside system is signed for (README, live adapters). */
export const requestSigningPurpose = 'cdesk-request';

const timeoutMs = 10_000;

/** An outside system did not answer, refused, or answered something the desk cannot read. */
export class ProviderError extends Error {}

/**
 * Calls an outside system's HTTP API: every request is a JSON POST carrying a timestamp and the
 * keyed hash of `<timestamp>.<path>.<body>` under the shared secret, and every answer is checked
 * against its schema before the desk acts on it.
 */
export class SignedHttp {
  private readonly hash: KeyedHash;
  private readonly base: string;

  constructor(
    private readonly system: string,
    endpoint: Endpoint,
    private readonly clock: Clock,
  ) {
    this.hash = new KeyedHash(endpoint.secret, requestSigningPurpose);
    this.base = endpoint.url.replace(/\/+$/, '');
  }

  async post<T>(path: string, body: object, answer: z.ZodType<T>): Promise<T> {
    const text = JSON.stringify(body);
    const timestamp = String(Math.floor(this.clock.realNow().getTime() / 1000));
    let response: Response;
    try {
      response = await fetch(`${this.base}/${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'x-cdesk-timestamp': timestamp,
          'x-cdesk-signature': this.hash.digest(`${timestamp}.${path}.${text}`),
        },
        body: text,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(`${this.system} unreachable at ${path}: ${String(error)}`);
    }
    if (!response.ok)
      throw new ProviderError(`${this.system} answered ${response.status} at ${path}`);
    const parsed = answer.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success)
      throw new ProviderError(`${this.system} sent an unreadable answer at ${path}`);
    return parsed.data;
  }
}

/** A page of an outside system the browser is sent to. */
export const pageUrl = z
  .string()
  .max(2000)
  .refine((text) => /^https?:\/\//.test(text) && URL.canParse(text), 'must be an http(s) URL');

/** An answer that is the page a person continues on. */
export const ZPageLink = z.object({ url: pageUrl });

/** An absolute address on the desk, for an outside system to send a browser or a callback to. */
export function deskUrl(publicUrl: string, pathAndQuery: string): string {
  return new URL(pathAndQuery, publicUrl).toString();
}
