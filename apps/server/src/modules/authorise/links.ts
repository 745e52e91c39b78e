import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SealedTokens } from '../../lib/sealed-token.js';

/** The client's page of a pending transaction, as the SMS and e-mail link to it. */
export const authDetailPath = (d: string) =>
  `/cdesk/transact/authorize/detail?d=${encodeURIComponent(d)}&rf=al`;

const ZLink = z.object({
  /** A: the authorisation link (expires with the transaction, spent by its outcome). */
  k: z.literal('A'),
  r: z.string().min(1).max(40),
  /** Expiry, in seconds since the epoch. */
  e: z.number().int().positive(),
  n: z.string(),
});
const ZReceipt = z.object({
  /** R: an authorised transaction's receipt and acknowledgement, reusable. */
  k: z.literal('R'),
  r: z.string().min(1).max(40),
  n: z.string(),
});
const ZToken = z.discriminatedUnion('k', [ZLink, ZReceipt]);

export type OpenedToken =
  { kind: 'LINK'; reference: string; expiresAt: Date } | { kind: 'RECEIPT'; reference: string };

/**
 * The `d` of authorisation links (encryptedData) and the receipt reference (encEncodedTrxnId):
 * AES-256-GCM sealed under a key derived from the app's secret key, base64url.
 */
export class AuthLinks {
  private readonly tokens: SealedTokens;

  constructor(secretKey: string) {
    this.tokens = new SealedTokens(secretKey, 'authorise-link');
  }

  link(reference: string, expiresAt: Date): string {
    return this.tokens.seal({
      k: 'A',
      r: reference,
      e: Math.floor(expiresAt.getTime() / 1000),
      n: randomBytes(6).toString('base64url'),
    });
  }

  receipt(reference: string): string {
    return this.tokens.seal({ k: 'R', r: reference, n: randomBytes(6).toString('base64url') });
  }

  /** What a token names, or null when it is tampered with or was never issued here. */
  open(token: string): OpenedToken | null {
    const parsed = ZToken.safeParse(this.tokens.open(token));
    if (!parsed.success) return null;
    const value = parsed.data;
    return value.k === 'A'
      ? { kind: 'LINK', reference: value.r, expiresAt: new Date(value.e * 1000) }
      : { kind: 'RECEIPT', reference: value.r };
  }
}
