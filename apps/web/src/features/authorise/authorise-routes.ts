import { authRouteSegment } from '@cdesk/domain';
import type { RouteObject } from 'react-router';
import { legAckTypes, pendingListPath } from './auth-paths';

const linkPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./detail/link-page')).AuthoriseLinkPage,
});

/** The pending list: the logged-in client's own (spec 3 section 2, /transact/authorize). */
export const authoriseDeskRoutes: RouteObject[] = [
  {
    path: pendingListPath,
    lazy: async () => ({
      Component: (await import('./list/pending-list-page')).PendingListPage,
    }),
  },
];

/**
 * The pages an authorise link opens, with or without a desk login (spec 3 section 6): the
 * transaction, the EMF OTP page, and the acknowledgement of the types with several legs.
 */
export const authoriseLinkRoutes: RouteObject[] = [
  { path: '/transact/authorize/detail', lazy: linkPage },
  { path: '/transact/authorize/:type', lazy: linkPage },
  {
    path: '/transact/authorize/2fa/:flow/OTPValidate',
    lazy: async () => ({ Component: (await import('./otp/otp-route')).OtpRoutePage }),
  },
  ...legAckTypes.map((type) => ({
    path: `/transact/authorize/${authRouteSegment(type)}/achknowledge`,
    lazy: async () => ({ Component: (await import('./ack/leg-ack-page')).LegAckPage }),
  })),
];

/** Other areas' acknowledgements, with the receipt of the authorisation that led there. */
export function withReceiptRoutes(children: RouteObject[]): RouteObject {
  return {
    lazy: async () => ({ Component: (await import('./ack/receipt-strip')).ReceiptStrip }),
    children,
  };
}
