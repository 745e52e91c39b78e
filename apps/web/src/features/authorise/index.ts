/**
 * Authorising what the Wealth Partner placed (spec 3 sections 2 to 4): the pending list, the
 * pages an authorise link opens (with or without a desk login), the count of what waits, and the
 * visitor's frame of those pages.
 */
import { lazy } from 'react';

export { pendingListPath } from './auth-paths';
export { authoriseDeskRoutes, authoriseLinkRoutes, withReceiptRoutes } from './authorise-routes';
export { PendingAuthCard } from './pending-card';
export { primePendingCount, usePendingAuthCount } from './pending-count';

/** The frame of the authorise pages for a visitor; loads with them. */
export const AuthoriseVisitorFrame = lazy(async () => ({
  default: (await import('./visitor/visitor-frame')).AuthoriseVisitorFrame,
}));
