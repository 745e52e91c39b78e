/** The buying screens' routes and paths, which checkout leads back to. */
export { fundsPath, paymentPath, purchasePath } from './purchase/purchase-paths';
export { purchaseRoutes } from './purchase/purchase-routes';
