import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KeyedHash } from './keyed-hash.js';

const ivBytes = 12;
const tagBytes = 16;

/**
 * Authenticated encryption (AES-256-GCM) of a small JSON value as base64url text, under a key
 * derived from the secret key and a purpose: what a link carries in its query is unreadable and
 * cannot be altered, and a token sealed for one purpose never opens for another.
 */
export class SealedTokens {
  private readonly key: Buffer;

  constructor(secretKey: string, purpose: string) {
    this.key = new KeyedHash(secretKey, `sealed:${purpose}`).bytes('aes-256-gcm');
  }

  seal(value: unknown): string {
    const iv = randomBytes(ivBytes);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
  }

  /** The sealed value, or null when the text was not sealed by this key and purpose or was altered. */
  open(token: string): unknown {
    if (!/^[A-Za-z0-9_-]+$/.test(token)) return null;
    const bytes = Buffer.from(token, 'base64url');
    if (bytes.length <= ivBytes + tagBytes) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, ivBytes));
      decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
      const text = Buffer.concat([
        decipher.update(bytes.subarray(ivBytes, bytes.length - tagBytes)),
        decipher.final(),
      ]).toString('utf8');
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }
}
