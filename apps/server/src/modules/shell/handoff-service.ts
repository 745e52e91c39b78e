import { randomBytes } from 'node:crypto';
import {
  emfRestriction,
  handoffMessages,
  handoffOptionLabels,
  handoffOptions,
  handoffProducts,
  productName,
  type AccountType,
  type HandoffOption,
  type HandoffProduct,
  type TStartHandoffResponse,
} from '@cdesk/domain';
import { z } from 'zod';
import type { TradingHost } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { MessageSeal, type SignedMessage } from '../../providers/signed-message.js';
import type { AccessService, SessionPrincipal } from '../access/index.js';
import { handoffById, insertHandoff, spendHandoff } from './handoff-repository.js';

/** How long the host accepts a token after it is issued (business time). */
export const handoffLifetimeMs = 2 * 60 * 1000;

/** The purpose the desk and the host sign hand-over tokens for (README: trading host). */
export const handoffSigningPurpose = 'cdesk-trading-handoff';

const allOptions = Object.values(handoffOptions).flat() as [HandoffOption, ...HandoffOption[]];

/** What a hand-over token names: the investor, the product and option, and its validity. */
export const ZHandoffClaims = z.object({
  v: z.literal(1),
  jti: z.string().min(16).max(64),
  njAcNo: z.string(),
  name: z.string(),
  product: z.enum(handoffProducts),
  option: z.enum(allOptions),
  /** Issued and expiring at, in seconds since the epoch (business time). */
  iat: z.number().int(),
  exp: z.number().int(),
});
export type HandoffClaims = z.infer<typeof ZHandoffClaims>;

export type HandoffReceipt =
  { outcome: 'RECEIVED'; claims: HandoffClaims; receivedAt: Date } | { outcome: HandoffRefusal };

export type HandoffRefusal = 'INVALID' | 'EXPIRED' | 'USED';

/** What the host tells the investor about a token it refuses. */
export const handoffRefusals: Record<HandoffRefusal, string> = {
  INVALID: handoffMessages.linkInvalid,
  EXPIRED: handoffMessages.linkExpired,
  USED: handoffMessages.linkUsed,
};

/**
 * The hand-over to the online-trading host (spec 1 sections 2.3 and 2.6, tiles 3 to 6): a signed,
 * single-use token naming the investor, the product and the option, valid for two minutes, which
 * the browser posts to the host. The host checks the signature with the shared secret and spends
 * the token here once.
 */
export class HandoffService {
  private readonly seal: MessageSeal | undefined;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly access: AccessService,
    private readonly host: TradingHost | undefined,
  ) {
    this.seal = host ? new MessageSeal(host.secret, handoffSigningPurpose) : undefined;
  }

  async start(
    principal: SessionPrincipal,
    product: HandoffProduct,
    option: HandoffOption,
  ): Promise<TStartHandoffResponse> {
    const account = await this.access.accountOf(principal);
    const restriction = emfRestriction(account.accType as AccountType, product);
    if (restriction) throw new AppError(403, 'EMF_NOT_AVAILABLE', restriction);
    if (!this.host || !this.seal)
      throw new AppError(417, 'TRADING_HOST_UNAVAILABLE', handoffMessages.hostUnavailable);
    const issuedAt = this.clock.businessNow();
    const expiresAt = new Date(issuedAt.getTime() + handoffLifetimeMs);
    const claims: HandoffClaims = {
      v: 1,
      jti: randomBytes(18).toString('base64url'),
      njAcNo: account.njAcNo,
      name: account.name,
      product,
      option,
      iat: Math.floor(issuedAt.getTime() / 1000),
      exp: Math.floor(expiresAt.getTime() / 1000),
    };
    await insertHandoff(this.db, {
      tokenId: claims.jti,
      accountId: account.id,
      product,
      option,
      createdAt: issuedAt,
      expiresAt,
    });
    const { data, sig } = this.seal.seal(claims);
    return {
      url: this.host.url,
      fields: { data, sig },
      product,
      productName: productName(product),
      option,
      optionLabel: handoffOptionLabels[option],
      expiresAt: expiresAt.toISOString(),
    };
  }

  /** The host's side: checks the signature and spends the token, once, before it expires. */
  async receive(message: SignedMessage): Promise<HandoffReceipt> {
    const claims = this.seal?.open(message, ZHandoffClaims);
    if (!claims) return { outcome: 'INVALID' };
    const row = await handoffById(this.db, claims.jti);
    if (!row || row.product !== claims.product || row.option !== claims.option)
      return { outcome: 'INVALID' };
    if (row.usedAt) return { outcome: 'USED' };
    const now = this.clock.businessNow();
    if (row.expiresAt.getTime() <= now.getTime()) return { outcome: 'EXPIRED' };
    // Two posts of one token race here: the update lets exactly one of them through.
    if (!(await spendHandoff(this.db, claims.jti, now))) return { outcome: 'USED' };
    return { outcome: 'RECEIVED', claims, receivedAt: now };
  }
}
