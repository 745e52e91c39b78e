import { nfoOfferNav, unitsForPurchase } from '@cdesk/domain';
import type {
  OrderRouting,
  RedemptionPricing,
  RoutedOrder,
  RoutedRedemption,
  RoutingResult,
} from './port.js';

type NavPoint = { nav: string; navDate: string };

export interface NavSource {
  /** The scheme's first NAV dated on or after the date, or null when none is published yet. */
  navOnOrAfter(schemeCode: number, isoDate: string): Promise<NavPoint | null>;
  /** The scheme's last NAV dated on or before the date, or null when it has none. */
  navOnOrBefore(schemeCode: number, isoDate: string): Promise<NavPoint | null>;
}

/**
 * The sandbox registrar: allots at the real AMFI NAV of the order's applicable date. Until the NAV
 * history reaches that date it answers WAIT, as a registrar does before the day's NAV is
 * published; it never prices an order at an older NAV. A scheme that published no NAV on that date
 * but has a later one (a day it did not declare) is allotted at its next NAV, whose date becomes
 * the order's NAV date. A new fund offer allots at the offer price. The one exception is a
 * systematic plan's installment due after the AMFI history the sandbox holds has ended: a plan
 * runs on by itself, so it is priced at the scheme's latest NAV rather than waiting for a NAV that
 * will never be imported. Can be told to hold orders back.
 */
export class SandboxOrderRouting implements OrderRouting {
  private holding = false;

  constructor(private readonly navs: NavSource) {}

  /** While held, every order waits, as when the registrar has not published a day's NAV. */
  hold(on: boolean): void {
    this.holding = on;
  }

  async allot(order: RoutedOrder): Promise<RoutingResult> {
    if (this.holding) return { status: 'WAIT', reason: 'NAV not yet published' };
    if (order.isNfo) {
      return {
        status: 'ALLOTTED',
        nav: nfoOfferNav,
        navDate: order.navDate,
        units: unitsForPurchase(order.amountPaise, nfoOfferNav),
      };
    }
    const point = await this.navOf(order);
    if (!point) return { status: 'WAIT', reason: `NAV of ${order.navDate} not yet published` };
    return {
      status: 'ALLOTTED',
      nav: point.nav,
      navDate: point.navDate,
      units: unitsForPurchase(order.amountPaise, point.nav),
    };
  }

  /** A redemption is priced as a purchase is: at the NAV of its date, never an older one. */
  async priceRedemption(order: RoutedRedemption): Promise<RedemptionPricing> {
    if (this.holding) return { status: 'WAIT', reason: 'NAV not yet published' };
    const point = await this.navOf(order);
    if (!point) return { status: 'WAIT', reason: `NAV of ${order.navDate} not yet published` };
    return { status: 'PRICED', nav: point.nav, navDate: point.navDate };
  }

  /** The NAV of the order's date or the scheme's next; an installment past the history, the latest. */
  private async navOf(order: RoutedOrder | RoutedRedemption): Promise<NavPoint | null> {
    const point = await this.navs.navOnOrAfter(order.schemeCode, order.navDate);
    if (point || !order.isInstallment) return point;
    return this.navs.navOnOrBefore(order.schemeCode, order.navDate);
  }
}
