import type { RouteObject } from 'react-router';

const cartPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./cart/cart-page')).CartPage,
});
const paymentPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./payment/payment-page')).PaymentPage,
});
const upiPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./upi-wait/upi-wait-page')).UpiWaitPage,
});
const acknowledgePage: RouteObject['lazy'] = async () => ({
  Component: (await import('./acknowledgement/acknowledge-page')).AcknowledgePage,
});
const statusPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./acknowledgement/trxn-status-page')).TrxnStatusPage,
});

/** After the purchase form (spec 3 section 2): cart, payment, the UPI wait and the results. */
export const checkoutRoutes: RouteObject[] = [
  { path: '/transact/mutual-funds/cart', lazy: cartPage },
  { path: '/transact/nfo/cart', lazy: cartPage },
  { path: '/transact/mutual-funds/payment', lazy: paymentPage },
  { path: '/transact/nfo/payment', lazy: paymentPage },
  { path: '/transact/authorize/:type/upi', lazy: upiPage },
  { path: '/transact/authorize/:type/achknowledge', lazy: acknowledgePage },
  { path: '/transact/authorize/:type/trxnstatus', lazy: statusPage },
];
