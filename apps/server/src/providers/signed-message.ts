import type { z } from 'zod';
import { KeyedHash } from '../lib/keyed-hash.js';

/**
 * What an outside system and the desk hand each other through a browser or a callback: `data` is
 * base64url JSON and `sig` its keyed hash (hex), so neither a payer nor a passer-by can alter it.
 */
export interface SignedMessage {
  data: string;
  sig: string;
}

/** Seals and opens signed messages under one key: a shared secret and the purpose it signs for. */
export class MessageSeal {
  private readonly hash: KeyedHash;

  constructor(secret: string, purpose: string) {
    this.hash = new KeyedHash(secret, purpose);
  }

  seal(payload: unknown): SignedMessage {
    const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return { data, sig: this.hash.digest(data) };
  }

  /** The payload when the signature matches and it has the expected shape; otherwise null. */
  open<T>({ data, sig }: SignedMessage, schema: z.ZodType<T>): T | null {
    if (!this.hash.matches(data, sig)) return null;
    let payload: unknown;
    try {
      payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = schema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  }
}
