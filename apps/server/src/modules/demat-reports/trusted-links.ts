import { randomBytes } from 'node:crypto';
import { trustedReportTypes, type TrustedReportType } from '@cdesk/domain';
import { z } from 'zod';
import { SealedTokens } from '../../lib/sealed-token.js';

const ZLink = z.object({
  k: z.literal('R'),
  /** The row that records the link; ids sealed before links were recorded carry none. */
  l: z.number().int().positive(),
  /** The report shared. */
  t: z.enum(trustedReportTypes),
  /** The account, by id, and the account code it was shared as. */
  a: z.number().int().positive(),
  c: z.string().min(1).max(20),
  /** Expiry on the business clock, in seconds since the epoch. */
  e: z.number().int().positive(),
  n: z.string(),
});

export interface TrustedLink {
  linkId: number;
  reportType: TrustedReportType;
  accountId: number;
  acCode: string;
  expiresAt: Date;
}

/**
 * The `id` of a trusted report link: AES-256-GCM sealed under a purpose of its own, so it cannot
 * be read, altered or made from an authorisation or mandate link. It names one account's report
 * and when it stops opening, and the recorded link that can revoke it; it is not single use, since whoever it was shared with may come back.
 */
export class TrustedReportLinks {
  private readonly tokens: SealedTokens;

  constructor(secretKey: string) {
    this.tokens = new SealedTokens(secretKey, 'trusted-report-link');
  }

  seal(link: TrustedLink): string {
    return this.tokens.seal({
      k: 'R',
      l: link.linkId,
      t: link.reportType,
      a: link.accountId,
      c: link.acCode,
      e: Math.floor(link.expiresAt.getTime() / 1000),
      n: randomBytes(6).toString('base64url'),
    });
  }

  /** What the id names, or null when it is altered, made up or sealed for another purpose. */
  open(id: string): TrustedLink | null {
    const parsed = ZLink.safeParse(this.tokens.open(id));
    if (!parsed.success) return null;
    const { l, t, a, c, e } = parsed.data;
    return { linkId: l, reportType: t, accountId: a, acCode: c, expiresAt: new Date(e * 1000) };
  }
}
