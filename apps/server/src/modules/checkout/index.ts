/** Checkout: the saved carts, confirming a cart, choosing how to pay, and the payment from its start to its outcome. */
export type { CartItemRules, PlannedOrder } from './cart-items.js';
export { cartRoutes } from './cart-routes.js';
export { OrderPlanner } from './order-plan.js';
export { allotmentQueue } from './order-repository.js';
export { orderRoutes } from './order-routes.js';
export { OrderService } from './order-service.js';
export { PaymentChoice } from './payment-choice.js';
export { RiskProfiles, type InvestorRiskProfile } from './risk-profiles.js';
export { PaymentLifecycle, type PaymentListener } from './payment-lifecycle.js';
export type { Payment, RegisteredBank } from './payment-repository.js';
export { paymentRoutes } from './payment-routes.js';
export { SavedCarts } from './saved-carts.js';
export { UpiPayments, upiMessage, upiStatusOf } from './upi-payments.js';
export { openPayments, register, type CheckoutPayments } from './register.js';
