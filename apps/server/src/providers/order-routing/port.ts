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
}

export type RoutingResult =
  /** Units for the amount less stamp duty (stampDutyPaise in the domain rules), at the NAV. */
  | { status: 'ALLOTTED'; units: string; nav: string; navDate: string }
  /** Not yet: the NAV of the date is not published; try again later. */
  | { status: 'WAIT'; reason: string };

/** Order routing to the exchange or registrar, which allots units at the applicable NAV. */
export interface OrderRouting {
  allot(order: RoutedOrder): Promise<RoutingResult>;
}
