/** Mutual funds: purchase entry (scheme terms, checks and dates) and the registrar's allotment. */
export { AllotmentWorker } from './allotment-worker.js';
export { CartItemChecks } from './cart-item-checks.js';
export { PurchaseService, type MarsRegister, type NomineeRegister } from './purchase-service.js';
export { purchaseRoutes } from './routes.js';
export { register, type MutualFundsArea } from './register.js';
