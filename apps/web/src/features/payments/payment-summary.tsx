import { formatPaise } from '@cdesk/domain';
import { Card } from '../../ui/card';
import type { Cart } from '../mutual-funds/cart/cart-state';
import { useCartFacts } from '../mutual-funds/cart/use-cart-facts';
import { navDateNote } from '../mutual-funds/cart/nav-date';

/** The order being paid for, with the NAV date each line gets for the chosen pay mode. */
export function PaymentSummary({ cart, nfo }: { cart: Cart; nfo: boolean }) {
  const { cutoff } = useCartFacts(cart, nfo);
  const now = new Date();
  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-sm font-semibold text-muted">Order summary</h2>
      <ul className="flex flex-col gap-3">
        {cart.items.map((item, index) => (
          <li key={`${item.schcode}-${index}`} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="text-text">{item.schName}</span>
              <span className="figures font-medium">{formatPaise(item.totalAmount)}</span>
            </div>
            <p className="mt-0.5 text-xs text-muted">
              {item.sip ? 'SIP' : 'Lumpsum'} · {navDateNote(item, cart.paymentMode, cutoff, now)}
            </p>
          </li>
        ))}
      </ul>
      <div className="flex justify-between border-t border-border pt-3">
        <span className="text-muted">Total</span>
        <span className="figures text-xl font-semibold">{formatPaise(cart.total)}</span>
      </div>
    </Card>
  );
}
