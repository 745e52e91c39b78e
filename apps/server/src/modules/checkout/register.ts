import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentGateway } from '../../providers/payment-gateway/port.js';
import type { SessionGuard } from '../access/index.js';
import type { AuditService } from '../audit/index.js';
import type { CartItemRules } from './cart-items.js';
import { cartRoutes } from './cart-routes.js';
import { OrderPlanner } from './order-plan.js';
import { orderRoutes } from './order-routes.js';
import { OrderService } from './order-service.js';
import { PaymentChoice } from './payment-choice.js';
import { PaymentLifecycle } from './payment-lifecycle.js';
import { paymentRoutes } from './payment-routes.js';
import { SavedCarts } from './saved-carts.js';
import { UpiPayments } from './upi-payments.js';

/** What the payment side needs. */
export interface PaymentDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  audit: AuditService;
}

/** Choosing how to pay and the payment from its start to its outcome, which many areas use. */
export interface CheckoutPayments {
  choice: PaymentChoice;
  payments: PaymentLifecycle;
  upi: UpiPayments;
}

/** The payment services, opened before the areas that pay (mandates, purchases, services). */
export function openPayments(deps: PaymentDeps): CheckoutPayments {
  const { db, clock, gateway } = deps;
  const choice = new PaymentChoice(db, gateway);
  const payments = new PaymentLifecycle(db, clock, gateway, deps.audit);
  const upi = new UpiPayments(db, clock, gateway, choice, payments);
  return { choice, payments, upi };
}

/** What the cart and its confirmation need besides the payment services. */
export interface CheckoutRegistration extends PaymentDeps, CheckoutPayments {
  /** The purchase rules each cart line meets (mutual funds). */
  items: CartItemRules;
  guard: SessionGuard;
}

/** What other areas use of checkout. */
export interface CheckoutArea {
  orders: OrderService;
  carts: SavedCarts;
}

/** The saved carts, confirming a cart, and the payment calls. */
export function register(app: FastifyInstance, deps: CheckoutRegistration): CheckoutArea {
  const { db, clock, choice, payments, upi, guard } = deps;
  const planner = new OrderPlanner(db, deps.items);
  const carts = new SavedCarts(db, clock);
  const orders = new OrderService(db, clock, planner, choice, payments, deps.audit, carts);
  orderRoutes(app, { orders, guard });
  cartRoutes(app, { carts, guard });
  paymentRoutes(app, { choice, upi, payments, guard });
  return { orders, carts };
}
