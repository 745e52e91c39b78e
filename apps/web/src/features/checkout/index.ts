/** The cart that the purchase form fills, and the routes from the cart to the acknowledgement. */
export { addMoreToggled, itemAdded, lastItemEdited } from './cart/cart-slice';
export type { CartItem, CartSip, CartSwp } from './cart/cart-state';
export { useTransactionCart } from './cart/cart-store';
export { checkoutRoutes } from './checkout-routes';
