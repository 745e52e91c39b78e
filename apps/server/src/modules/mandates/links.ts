import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { SealedTokens } from '../../lib/sealed-token.js';

/** The pre-login page of a mandate authorisation link, as the SMS and e-mail carry it. */
export const mandateAuthPath = (d: string) =>
  `/cdesk/mandate-auth-details?d=${encodeURIComponent(d)}`;
/** The same mandate opened on the logged-in desk's banks-Mandate tab. */
export const bankMandateAuthPath = (d: string) =>
  `/cdesk/banks-mandate-auth?d=${encodeURIComponent(d)}`;

const ZLink = z.object({
  k: z.literal('M'),
  /** The desk's mandate number. */
  r: z.string().min(1).max(40),
  /** Expiry, in seconds since the epoch. */
  e: z.number().int().positive(),
  n: z.string(),
});

/**
 * The `d` of mandate authorisation links: AES-256-GCM sealed under a key of its own purpose, so a
 * transaction's authorisation link never opens as a mandate's, nor the other way round.
 */
export class MandateLinks {
  private readonly tokens: SealedTokens;

  constructor(secretKey: string) {
    this.tokens = new SealedTokens(secretKey, 'mandate-link');
  }

  link(njEMandateNo: string, expiresAt: Date): string {
    return this.tokens.seal({
      k: 'M',
      r: njEMandateNo,
      e: Math.floor(expiresAt.getTime() / 1000),
      n: randomBytes(6).toString('base64url'),
    });
  }

  /** The mandate a link names and its expiry, or null when it is tampered with or not ours. */
  open(token: string): { njEMandateNo: string; expiresAt: Date } | null {
    const parsed = ZLink.safeParse(this.tokens.open(token));
    if (!parsed.success) return null;
    return { njEMandateNo: parsed.data.r, expiresAt: new Date(parsed.data.e * 1000) };
  }
}
