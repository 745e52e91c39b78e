import { ShoppingCart } from 'lucide-react';
import { useMemo } from 'react';
import { pendingListPath, usePendingAuthCount } from '../features/authorise';
import { useCartLink } from '../features/checkout';
import { HeaderIconLink, ShellLayout } from '../features/shell';

/** The header's cart: the shell draws the icon, checkout knows the cart. */
function CartIcon() {
  const cart = useCartLink();
  return (
    <HeaderIconLink
      to={cart.to}
      icon={ShoppingCart}
      label="Cart"
      count={cart.count}
      counted={(n) => (n === 1 ? '1 item' : `${n} items`)}
    />
  );
}

/**
 * The desk's frame around every logged-in page, with the cart in its header and the count of
 * transactions waiting for authorisation beside their menu item.
 */
export function DeskShell() {
  const pending = usePendingAuthCount();
  const badges = useMemo(() => ({ [pendingListPath]: pending }), [pending]);
  return <ShellLayout cart={<CartIcon />} badges={badges} />;
}
