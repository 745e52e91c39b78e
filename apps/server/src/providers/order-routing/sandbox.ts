import { nfoOfferNav, unitsForAmount } from '@cdesk/domain';
import type { OrderRouting, RoutedOrder, RoutingResult } from './port.js';

export interface NavSource {
  navOnOrBefore(
    schemeCode: number,
    isoDate: string,
  ): Promise<{ nav: string; navDate: string } | null>;
}

/**
 * The sandbox registrar: allots at the NAV of the order's date, or the latest published before it
 * when the file for that day is not in yet (the demo data stops at the last AMFI import). A new
 * fund offer allots at the offer price. Can be told to hold orders back.
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
        units: unitsForAmount(order.amountPaise, nfoOfferNav),
      };
    }
    const point = await this.navs.navOnOrBefore(order.schemeCode, order.navDate);
    if (!point) return { status: 'WAIT', reason: 'No NAV for the scheme' };
    return {
      status: 'ALLOTTED',
      nav: point.nav,
      navDate: point.navDate,
      units: unitsForAmount(order.amountPaise, point.nav),
    };
  }
}
