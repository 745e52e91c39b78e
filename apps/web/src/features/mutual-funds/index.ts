/** The buying screens' routes and paths, which checkout leads back to, and a fund's page. */
export { cartPath, fundsPath, paymentPath, purchasePath } from './purchase/purchase-paths';
export { purchaseRoutes } from './purchase/purchase-routes';
export { fundsListPath, insightPath } from './schemes/links';
export { myPlansPath } from './plans/plans-paths';
export { planRoutes } from './plans/plans-routes';
