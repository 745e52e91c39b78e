import { isNavPublished, nfoOfferNav, unitsForPurchase } from '@cdesk/domain';
import type { Clock } from '../../lib/clock.js';
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
 * The sandbox registrar: allots at the real AMFI NAV of the order's applicable date. It answers
 * WAIT until the business clock has passed that NAV's publication (11 pm India time of its date),
 * even when the imported history already holds it, and while the history does not reach the date;
 * it never prices an order at an older NAV. A scheme that published no NAV on that date
 * but has a later one (a day it did not declare) is allotted at its next NAV, whose date becomes
 * the order's NAV date. A new fund offer allots at the offer price. The one exception is a
 * systematic plan's installment due after the AMFI history the sandbox holds has ended: a plan
 * runs on by itself, so it is priced at the scheme's latest NAV rather than waiting for a NAV that
 * will never be imported. Can be told to hold orders back.
 */
export class SandboxOrderRouting implements OrderRouting {
  private holding = false;

  constructor(
    private readonly navs: NavSource,
    private readonly clock: Clock,
  ) {}

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

  /**
   * The NAV of the order's date or the scheme's next; an installment past the history, the latest.
   * Null until the business clock has passed the publication of the order's NAV date and of the
   * NAV it is priced at: no order is priced at a NAV the market could not yet know.
   */
  private async navOf(order: RoutedOrder | RoutedRedemption): Promise<NavPoint | null> {
    const now = this.clock.businessNow();
    if (!isNavPublished(order.navDate, now)) return null;
    const point =
      (await this.navs.navOnOrAfter(order.schemeCode, order.navDate)) ??
      (order.isInstallment ? await this.navs.navOnOrBefore(order.schemeCode, order.navDate) : null);
    return point && isNavPublished(point.navDate, now) ? point : null;
  }
}
