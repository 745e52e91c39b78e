import { paiseToWire } from '@cdesk/domain';
import { z } from 'zod';
import type { Endpoint } from '../../config.js';
import type { Clock } from '../../lib/clock.js';
import { SignedHttp } from '../signed-http.js';
import type {
  OrderRouting,
  RedemptionPricing,
  RoutedOrder,
  RoutedRedemption,
  RoutingResult,
} from './port.js';

const decimal = z
  .string()
  .max(40)
  .regex(/^\d+(\.\d+)?$/);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const ZRouting = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ALLOTTED'), units: decimal, nav: decimal, navDate: isoDate }),
  z.object({ status: z.literal('WAIT'), reason: z.string().max(500).default('') }),
]);

const ZPricing = z.discriminatedUnion('status', [
  z.object({ status: z.literal('PRICED'), nav: decimal, navDate: isoDate }),
  z.object({ status: z.literal('WAIT'), reason: z.string().max(500).default('') }),
]);

/**
 * Order routing to the exchange or registrar over its HTTP API. The order reference is the
 * idempotency key: asking again about an allotted order returns the same allotment.
 */
export class HttpOrderRouting implements OrderRouting {
  private readonly http: SignedHttp;

  constructor(endpoint: Endpoint, clock: Clock) {
    this.http = new SignedHttp('order routing', endpoint, clock);
  }

  allot(order: RoutedOrder): Promise<RoutingResult> {
    return this.http.post(
      'orders/allot',
      { ...order, amountPaise: paiseToWire(order.amountPaise) },
      ZRouting,
    );
  }

  priceRedemption(order: RoutedRedemption): Promise<RedemptionPricing> {
    return this.http.post('orders/redeem', order, ZPricing);
  }
}
