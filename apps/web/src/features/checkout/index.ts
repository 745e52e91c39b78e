/**
 * The cart that the purchase form fills (kept on the server too, and counted in the header), and
 * the routes from the cart to the acknowledgement.
 */
export { addMoreToggled, itemAdded, lastItemEdited, marsPortfolioAdded } from './cart/cart-slice';
export type { CartItem, CartSip, CartSwp } from './cart/cart-state';
export { useCartLink } from './cart/cart-link';
export { useTransactionCart } from './cart/cart-store';
export { checkoutRoutes } from './checkout-routes';
export { CopyValue } from './acknowledgement/copy-value';
