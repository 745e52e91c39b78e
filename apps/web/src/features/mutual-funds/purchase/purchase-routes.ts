import type { RouteObject } from 'react-router';

const purchasePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./purchase-page')).PurchasePage,
});
/** Buying funds (spec 3 section 2): the purchase form; checkout takes over from the cart. */
export const purchaseRoutes: RouteObject[] = [
  ...[
    '/transact/mutual-funds/purchase-buy-sip',
    '/transact/mutual-funds/allFunds/purchase',
    '/transact/mutual-funds/allFunds/sip',
    '/transact/nfo/purchase',
    '/transact/nfo/sip',
  ].map((path) => ({ path, lazy: purchasePage })),
];
