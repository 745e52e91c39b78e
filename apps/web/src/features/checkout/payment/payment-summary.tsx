import { formatPaise, type TGetExchangeInfoResponse } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { useBusinessNow } from '../../../lib/use-business-clock';
import { useAppSelector } from '../../../lib/store';
import { Card } from '../../../ui/card';
import { cartCalls, exchangeInfoRequest } from '../cart/cart-calls';
import type { Cart } from '../cart/cart-state';
import { navDateNote } from '../cart/nav-date';
import { StampDutyLines } from '../cart/stamp-duty-lines';
import { useCutoff } from '../cart/use-cutoff';

/** The order being paid for, its stamp duty, each line's NAV date for the pay mode, its exchange. */
export function PaymentSummary({ cart, nfo }: { cart: Cart; nfo: boolean }) {
  const cutoff = useCutoff();
  const njAcNo = useAppSelector((s) => s.access.njacno);
  const accType = useAppSelector((s) => s.access.accType);
  const [exchange, setExchange] = useState<TGetExchangeInfoResponse | null>(null);
  const request = JSON.stringify(exchangeInfoRequest(cart, { njAcNo, accType }, nfo));
  const now = useBusinessNow();

  useEffect(() => {
    let live = true;
    cartCalls.getExchangeInfo(JSON.parse(request)).then(
      (info) => live && setExchange(info),
      () => live && setExchange(null),
    );
    return () => {
      live = false;
    };
  }, [request]);

  return (
    <Card className="flex flex-col gap-3 p-5">
      <h2 className="text-sm font-semibold text-muted">Order summary</h2>
      <ul className="flex flex-col gap-3">
        {cart.items.map((item, index) => (
          <li key={`${item.schcode}-${index}`} className="text-sm">
            <div className="flex justify-between gap-3">
              <span className="text-text">{item.schemeName}</span>
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
      <StampDutyLines items={cart.items} />
      {exchange && <p className="text-xs text-muted">Placed through {exchange.exchangeName}</p>}
    </Card>
  );
}
