/**
 * Authorising partner-placed transactions: the partner places (PartnerPlacements), the client
 * reads them (AuthorisationListing) and authorises or rejects them through the mfauth calls
 * (AuthoriseService), and an executor per family of
 * types places what was authorised on the desk's own orders, payments and plans.
 */
export type {
  AuthExecutor,
  AuthOutcome,
  AuthoriseInput,
  AuthPurchaseData,
  PendingTrxn,
  PlacementCheck,
} from './executor.js';
export { buildExecutors, type ExecutorDeps } from './executors/index.js';
export { AuthLinks, authDetailPath } from './links.js';
export {
  PartnerPlacements,
  type PartnerOfAccount,
  type PlacedForAuthorisation,
} from './placement.js';
export { AuthExecutors } from './registry.js';
export { authoriseRoutes } from './routes.js';
export { AuthorisationListing } from './listing.js';
export { placementKeyOf, stateOf } from './placed-trxns.js';
export { AuthoriseService } from './service.js';
export { register, type AuthoriseArea } from './register.js';
