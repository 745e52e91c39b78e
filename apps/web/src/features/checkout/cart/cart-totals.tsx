import { formatPaise } from '@cdesk/domain';
import { fundsPath } from '../../../lib/paths';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import type { useTransactionCart } from './cart-store';
import { StampDutyLines } from './stamp-duty-lines';

type Cart = ReturnType<typeof useTransactionCart>['cart'];

/** The cart's total, the brokerage to the partner and the stamp duty. */
export function CartTotals({ nfo, cart }: { nfo: boolean; cart: Cart }) {
  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex justify-between text-[15px]">
        <span className="text-muted">Total</span>
        <span className="figures text-xl font-semibold text-text">{formatPaise(cart.total)}</span>
      </div>
      {cart.totalBrokerage > 0 && (
        <div className="flex justify-between text-sm">
          <span className="text-muted">Brokerage to your partner</span>
          <span className="figures font-medium">{formatPaise(cart.totalBrokerage)}</span>
        </div>
      )}
      <StampDutyLines items={cart.items} />
      <ButtonLink variant="ghost" to={fundsPath(nfo)}>
        Add more funds
      </ButtonLink>
    </Card>
  );
}
