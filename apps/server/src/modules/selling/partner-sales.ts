import { sellMessages, type TSellConfirmResponse, type TSellOrder } from '@cdesk/domain';
import type { SellOrder } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import type { Account } from '../access/index.js';
import type { SellPermissions } from './permissions.js';
import type { SalePlacement } from './placement.js';
import { bad, type Positions } from './positions.js';
import {
  askOf,
  checkFiguresNow,
  type Prepared,
  type SellContext,
  type SellQuantity,
  type SwitchTarget,
} from './sale-terms.js';
import type { SwitchTargets } from './switch-targets.js';
import { orderView } from './views.js';

/**
 * A redemption or a switch a partner placed, as the investor authorises it: the authorisation is
 * the investor's consent, so no OTP is asked.
 */
export interface AuthorisedSale extends SellQuantity {
  /** The authorisation's key for this sale: placing it again answers the first order. */
  key: string;
  /** A switch: the scheme switched into, of the same AMC. */
  targetSchCode?: number | undefined;
}

/** Who authorised, and whether the demat permission is checked (it is, unless told otherwise). */
interface AuthorisedOptions {
  context: SellContext;
  isRedConfirm?: 'Y' | 'N' | undefined;
  permission?: boolean;
}

/** Redemptions and switches a partner placed, checked and placed as the investor authorises them. */
export class PartnerSales {
  constructor(
    private readonly clock: Clock,
    private readonly positions: Positions,
    private readonly placement: SalePlacement,
    private readonly permissions: SellPermissions,
    private readonly targets: SwitchTargets,
  ) {}

  /**
   * The draft of a sale the investor authorises: the holding and its permission (demat units with
   * no POA/DDPI go to eDIS when the flag is Y and are refused when it is N), the switch's target,
   * the payout bank and the figures at the latest NAV. Refusals carry the sale's own messages.
   */
  private async draftOf(
    account: Account,
    sale: AuthorisedSale,
    options: AuthorisedOptions,
  ): Promise<Prepared> {
    const position = await this.positions.of(account.id, sale.folioNo, sale.schCode);
    const permission =
      options.permission === false
        ? ({ IS_EDIS: 'N', isBlocked: 'N' } as const)
        : await this.permissions.ofMode(account, position.mode);
    if (permission.isBlocked === 'Y') throw bad(sellMessages.poaNotInFavour, 'POA_NOT_IN_FAVOUR');
    let target: SwitchTarget | undefined;
    if (sale.targetSchCode !== undefined) {
      target = await this.targets.of(position.amc, position.schemeCode, sale.targetSchCode);
      if (target.isNfo && account.accType === 'EMF')
        throw bad(sellMessages.emfRestriction, 'EMF_RESTRICTED');
    }
    const ask = askOf(sale);
    if (!position.latest) throw bad(sellMessages.noNav, 'NAV_MISSING');
    checkFiguresNow(this.clock, position, ask);
    return this.placement.prepare({
      accountId: account.id,
      key: sale.key,
      trxnType: target ? (target.isNfo ? 'NSWI' : 'SWI') : 'RED',
      isInstaCash: false,
      source: 'AUTHORISATION',
      folioNo: position.folioNo,
      schemeCode: position.schemeCode,
      ask,
      ...(target ? { target } : {}),
      needsEdis: permission.IS_EDIS === 'Y',
      context: options.context,
      isRedConfirm: options.isRedConfirm,
    });
  }

  /** The drafts of sales not placed yet; at most one of an authorisation may wait for eDIS. */
  private async drafts(
    account: Account,
    sales: readonly AuthorisedSale[],
    placed: readonly (SellOrder | null)[],
    options: AuthorisedOptions,
  ): Promise<(Prepared | null)[]> {
    const drafts: (Prepared | null)[] = [];
    for (const [i, sale] of sales.entries())
      drafts.push(placed[i] ? null : await this.draftOf(account, sale, options));
    const edis =
      drafts.filter((d) => d?.draft.needsEdis).length +
      placed.filter((o) => o?.status === 'EDIS_PENDING').length;
    if (edis > 1) throw bad(sellMessages.edisOneAtATime, 'EDIS_ONE_AT_A_TIME');
    return drafts;
  }

  private earlier(account: Account, sales: readonly AuthorisedSale[]) {
    return Promise.all(sales.map((sale) => this.placement.repeat(account.id, sale.key)));
  }

  /**
   * Checks sales a partner placed as the investor's authorisation would place them, placing
   * nothing; answers whether each would wait for the investor's eDIS. Without `permission` the
   * demat permission is left to the authorisation (a partner may place what eDIS will decide).
   */
  async checkAuthorised(
    account: Account,
    sales: readonly AuthorisedSale[],
    options: { permission?: boolean } = {},
  ): Promise<{ needsEdis: boolean }[]> {
    const placed = await this.earlier(account, sales);
    const drafts = await this.drafts(account, sales, placed, {
      context: { ip: '', requestId: '' },
      permission: options.permission ?? true,
    });
    return drafts.map((d, i) => ({
      needsEdis: d ? d.draft.needsEdis : placed[i]?.status === 'EDIS_PENDING',
    }));
  }

  /**
   * Places the redemptions and switches a partner placed, once the investor has authorised them:
   * no OTP (the authorisation is the consent), all of them in one transaction or none, each once
   * under its key (a repeat answers the orders placed first). Demat units without a POA/DDPI wait
   * for the investor's eDIS as their own sale does, and the reply carries the depository's page.
   */
  async placeAuthorised(
    account: Account,
    sales: readonly AuthorisedSale[],
    options: { context: SellContext; isRedConfirm?: 'Y' | 'N' | undefined },
  ): Promise<TSellConfirmResponse[]> {
    const earlier = await this.earlier(account, sales);
    const drafts = await this.drafts(account, sales, earlier, options);
    const placed = await this.placement.placeAll(account.id, drafts);
    const replies: TSellConfirmResponse[] = [];
    for (const [i, order] of earlier.entries()) {
      const one = order ? { order, isRepeat: true } : placed[i];
      if (one) replies.push(await this.placement.confirmReply(account, one));
    }
    return replies;
  }

  /** The order an authorisation placed under its key, as the acknowledgement shows it; or null. */
  async authorisedOrder(accountId: number, key: string): Promise<TSellOrder | null> {
    const order = await this.placement.repeat(accountId, key);
    return order ? orderView(order) : null;
  }
}
