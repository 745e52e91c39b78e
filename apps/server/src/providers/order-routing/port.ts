import type { Paise } from '@cdesk/domain';

/** An order as the exchange or registrar receives it. */
export interface RoutedOrder {
  orderRef: string;
  schemeCode: number;
  /** What the investor paid; the registrar deducts stamp duty from it. */
  amountPaise: Paise;
  /** The NAV date the order is entitled to. */
  navDate: string;
  isNfo: boolean;
  /** A systematic plan's installment (SIP, SWP or STP) rather than an order the investor placed. */
  isInstallment?: boolean;
}

export type RoutingResult =
  /** Units for the amount less stamp duty (stampDutyPaise in the domain rules), at the NAV. */
  | { status: 'ALLOTTED'; units: string; nav: string; navDate: string }
  /** Not yet: the NAV of the date is not published; try again later. */
  | { status: 'WAIT'; reason: string };

/** A redemption or switch-out as the registrar receives it, to be priced at its NAV date. */
export interface RoutedRedemption {
  orderRef: string;
  schemeCode: number;
  /** The NAV date the order is entitled to. */
  navDate: string;
  /** An SWP or STP installment rather than a redemption or switch the investor placed. */
  isInstallment?: boolean;
}

export type RedemptionPricing =
  /** The NAV the units are redeemed at, and its date. */
  | { status: 'PRICED'; nav: string; navDate: string }
  /** Not yet: the NAV of the date is not published; try again later. */
  | { status: 'WAIT'; reason: string };

/** Order routing to the exchange or registrar, which allots units at the applicable NAV. */
export interface OrderRouting {
  allot(order: RoutedOrder): Promise<RoutingResult>;
  /** The NAV a redemption or switch-out is priced at; units and exit load follow from it. */
  priceRedemption(order: RoutedRedemption): Promise<RedemptionPricing>;
}
