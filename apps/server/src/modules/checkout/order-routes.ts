import {
  getOrderStatusCall,
  onConfirmCall,
  orderMessages,
  payModes,
  retryPaymentCall,
} from '@cdesk/domain';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.js';
import { postRoute } from '../../lib/route.js';
import type { SessionGuard } from '../access/index.js';
import type { OrderService } from './order-service.js';

/** Confirming a cart, the acknowledgement of the order and paying again after a failed payment. */
export function orderRoutes(
  app: FastifyInstance,
  deps: { orders: OrderService; guard: SessionGuard },
): void {
  const { orders, guard } = deps;
  const tag = 'mutual-funds';
  const preHandler = guard();
  // The acknowledgement of a purchase authorised after the PIN login of its link reads these too.
  const acknowledged = guard({ kind: ['FULL', 'AUTHORISATION'] });

  postRoute(
    app,
    onConfirmCall,
    {
      tag,
      summary:
        'Places the cart: one order group and its payment, once per sessionId (a retry returns the same orders)',
      preHandler,
    },
    async (request) => {
      const account = await request.account();
      // Each line names the account it buys for; another investor's code is refused, not skipped.
      const codes = new Set(request.body.purchaseItemBean.map((item) => item.ccode));
      for (const code of codes) if (code) await request.account(code);
      const result = await orders.confirm(account, request.body, request.audit);
      return ok(
        result,
        result.payMode === payModes.NEFT_RTGS ? orderMessages.neftAwaited : orderMessages.confirmed,
      );
    },
  );

  postRoute(
    app,
    getOrderStatusCall,
    {
      tag,
      summary: 'The acknowledgement of a placed cart: payment and order status with references',
      preHandler: acknowledged,
    },
    async (request) => {
      const account = await request.account();
      const result = await orders.status(account, request.body.tid);
      return ok(result, result.message);
    },
  );

  postRoute(
    app,
    retryPaymentCall,
    {
      tag,
      summary: 'Pay again by net banking after the bank declined or the payment failed',
      preHandler: acknowledged,
    },
    async (request) => {
      const account = await request.account();
      return ok(await orders.retryPayment(account, request.body.tid));
    },
  );
}
