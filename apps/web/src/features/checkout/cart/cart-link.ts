import { cartPath } from '../../../lib/paths';
import { useSavedCart } from './cart-sync';
import { useTransactionCart } from './cart-store';

/**
 * Where the header's cart icon leads and how many lines it counts: the mutual fund cart, or the
 * NFO cart when only that one holds lines. Mounting it keeps the cart in step with the server.
 */
export function useCartLink(): { count: number; to: string } {
  useSavedCart();
  const { cart, nfoCart } = useTransactionCart();
  const nfoOnly = cart.items.length === 0 && nfoCart.items.length > 0;
  return { count: cart.items.length + nfoCart.items.length, to: cartPath(nfoOnly) };
}
