import type { RouteObject } from 'react-router';

const purchasePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./purchase-page')).PurchasePage,
});
const cartPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../cart/cart-page')).CartPage,
});
const paymentPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../../payments/payment-page')).PaymentPage,
});
const upiPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../../authorise/upi-wait-page')).UpiWaitPage,
});
const acknowledgePage: RouteObject['lazy'] = async () => ({
  Component: (await import('../../authorise/acknowledge-page')).AcknowledgePage,
});
const statusPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../../authorise/trxn-status-page')).TrxnStatusPage,
});

/** Buying funds (spec 3 section 2): purchase, cart, payment, the UPI wait and the results. */
export const purchaseRoutes: RouteObject[] = [
  ...[
    '/transact/mutual-funds/purchase-buy-sip',
    '/transact/mutual-funds/allFunds/purchase',
    '/transact/mutual-funds/allFunds/sip',
    '/transact/nfo/purchase',
    '/transact/nfo/sip',
  ].map((path) => ({ path, lazy: purchasePage })),
  { path: '/transact/mutual-funds/cart', lazy: cartPage },
  { path: '/transact/nfo/cart', lazy: cartPage },
  { path: '/transact/mutual-funds/payment', lazy: paymentPage },
  { path: '/transact/nfo/payment', lazy: paymentPage },
  { path: '/transact/authorize/:type/upi', lazy: upiPage },
  { path: '/transact/authorize/:type/achknowledge', lazy: acknowledgePage },
  { path: '/transact/authorize/:type/trxnstatus', lazy: statusPage },
];
