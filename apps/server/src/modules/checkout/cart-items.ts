import type { Paise, RiskLevel, TPurchaseItemParsed } from '@cdesk/domain';
import type { Account } from '../access/index.js';
import type { SchemeView } from '../schemes/index.js';
import type { PurchaseOrder } from './order-repository.js';

/** One item of a cart checked against its scheme, with the figures the server worked out. */
export interface PlannedOrder {
  view: SchemeView;
  item: TPurchaseItemParsed;
  trxnType: string;
  amountPaise: Paise;
  brokeragePaise: Paise;
  /** As the order row keeps them. */
  sip: PurchaseOrder['sip'];
  swp: PurchaseOrder['swp'];
}

/**
 * The purchase rules a cart is checked against. Checkout declares what it needs and purchase entry
 * (mutual-funds) provides it when the app is put together, so checkout depends on no area that
 * depends on checkout.
 */
export interface CartItemRules {
  /** Each item checked in cart order; the first item that breaks a rule throws its message. */
  planItems(
    account: Account,
    items: readonly TPurchaseItemParsed[],
    investorRisk: RiskLevel,
  ): Promise<PlannedOrder[]>;
  /** A purchase in the same scheme within a day: the investor confirms it is not a repeat. */
  recentlyBought(accountId: number, schemeCode: number): Promise<boolean>;
  /**
   * The name of the MARS portfolio the investor holds that has the scheme, or null: buying it
   * outside the portfolio changes the portfolio's weights, so the investor confirms it.
   */
  heldMarsPortfolio(accountId: number, schemeCode: number): Promise<string | null>;
}
