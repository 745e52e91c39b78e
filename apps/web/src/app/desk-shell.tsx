import { ShoppingCart } from 'lucide-react';
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

/** The desk's frame around every logged-in page, with the cart in its header. */
export function DeskShell() {
  return <ShellLayout cart={<CartIcon />} />;
}
