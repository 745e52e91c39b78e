/**
 * The cart that the purchase form fills (kept on the server too, and counted in the header), and
 * the routes from the cart to the acknowledgement.
 */
import { lazy } from 'react';

export { addMoreToggled, itemAdded, lastItemEdited, marsPortfolioAdded } from './cart/cart-slice';
export type { CartItem, CartSip, CartSwp } from './cart/cart-state';
export { useCartLink } from './cart/cart-link';
export { useTransactionCart } from './cart/cart-store';
export { checkoutRoutes } from './checkout-routes';
export { CopyValue } from './acknowledgement/copy-value';
export { authorisationStatusFrom } from './acknowledgement/status-from';
export { upiTimerSet } from './cart/cart-slice';
export type { VerifiedVpa } from './payment/upi-address-field';
export type { NeftReferenceFieldsProps } from './payment/neft-reference-fields';
/** The UPI wait's timings, its outcomes as spec 3 section 8 words them, and the sandbox UPI app. */
export { noResponse, upiOutcome, upiTiming, type UpiOutcome } from './upi-wait/upi-outcome';
export { UpiCollectWaiting, UpiOutcomeMessage } from './upi-wait/upi-wait-parts';
export { useUpiWait, type UpiStatusCalls } from './upi-wait/use-upi-wait';

/** The payment fields, for a payment kept outside the cart; each loads with the page using it. */
export const UpiAddressField = lazy(async () => ({
  default: (await import('./payment/upi-address-field')).UpiAddressField,
}));
export const NeftReferenceFields = lazy(async () => ({
  default: (await import('./payment/neft-reference-fields')).NeftReferenceFields,
}));
