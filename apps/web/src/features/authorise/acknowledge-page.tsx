import { formatAmount, formatNav, purchaseMessages } from '@cdesk/domain';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api';
import { useAppDispatch } from '../../app/store';
import { Alert } from '../../ui/alert';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { formatDate } from '../../ui/format-date';
import { Skeleton } from '../../ui/skeleton';
import { cartCleared } from '../mutual-funds/cart/cart-slice';
import { useTransactionCart } from '../mutual-funds/cart/cart-store';
import { CopyValue } from './copy-value';
import { receiptCalls, type Receipt } from './receipt-calls';

/** Orders wait for allotment; the page asks again this often, this many times. */
const refresh = { everyMs: 10_000, times: 18 } as const;

interface AckState {
  status?: 'SUCCESS' | 'ERROR';
  description?: string;
}

/** /transact/authorize/{type}/achknowledge?tid=: the outcome, references and each order. */
export function AcknowledgePage() {
  const { type = 'pip' } = useParams();
  const [params] = useSearchParams();
  const tid = params.get('tid') ?? '';
  const ack = (useLocation().state ?? {}) as AckState;
  const failed = ack.status === 'ERROR';
  const dispatch = useAppDispatch();
  const { cart } = useTransactionCart();
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!tid) return;
    let live = true;
    receiptCalls.trxnAuthoShowReceipt({ encryptedData: tid, trxnType: type.toUpperCase() }).then(
      (reply) => {
        if (!live) return;
        setReceipt(reply);
        const waiting = reply.orders.some(
          (order) => order.units === null || order.units === undefined,
        );
        if (waiting && round < refresh.times)
          window.setTimeout(() => live && setRound((r) => r + 1), refresh.everyMs);
      },
      (caught: unknown) => live && setError(caught instanceof ApiError ? caught.message : ''),
    );
    return () => {
      live = false;
    };
  }, [tid, type, round]);

  // The order is placed: the cart has done its job.
  const placed = !failed && cart.items.length > 0 && cart.trxnDetail !== null;
  useEffect(() => {
    if (placed) dispatch(cartCleared({}));
  }, [placed, dispatch]);

  const Icon = failed ? CircleAlert : CircleCheck;
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Acknowledgement</h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-6 p-5 tablet:p-8">
        <div role={failed ? 'alert' : 'status'} className="flex items-start gap-3">
          <Icon aria-hidden className={`size-7 shrink-0 ${failed ? 'text-loss' : 'text-gain'}`} />
          <div>
            <p className="text-lg font-semibold">{failed ? 'ERROR' : 'SUCCESS'}</p>
            <p className="text-[15px] text-muted">
              {failed
                ? ack.description || purchaseMessages.paymentNotStarted
                : purchaseMessages.orderPlaced}
            </p>
          </div>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
        {!receipt && !error && tid && (
          <div className="flex flex-col gap-3" aria-busy>
            <Skeleton className="h-10" />
            <Skeleton className="h-24" />
          </div>
        )}
        {receipt && (
          <>
            <div>
              <CopyValue label="Transaction ID" value={receipt.trxnId} />
              {receipt.UPIREFTRXNID && (
                <CopyValue label="UPI reference" value={receipt.UPIREFTRXNID} />
              )}
              {receipt.trxnDate && (
                <p className="mt-2 text-sm text-muted">Placed on {formatDate(receipt.trxnDate)}</p>
              )}
            </div>
            <ul className="flex flex-col gap-3" aria-label="Orders">
              {receipt.orders.map((order, index) => (
                <li key={index} className="rounded-card border border-border p-4">
                  <div className="flex justify-between gap-3">
                    <span className="font-medium">{order.schName}</span>
                    <span className="figures font-semibold">₹{formatAmount(order.amount)}</span>
                  </div>
                  <p className="mt-1 text-sm text-muted">
                    {order.trxnType ? `${order.trxnType} · ` : ''}
                    <span className="font-medium text-text">{order.status}</span>
                  </p>
                  {order.units !== null && order.units !== undefined && (
                    <p className="figures mt-1 text-sm">
                      {formatNav(order.units)} units at NAV ₹{formatNav(order.nav ?? 0)}
                      {order.navDate ? ` (${formatDate(order.navDate)})` : ''}
                    </p>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="flex flex-col gap-3 tablet:flex-row">
          {failed ? (
            <ButtonLink to="/transact/mutual-funds/payment">Try paying again</ButtonLink>
          ) : (
            <ButtonLink to="/portfolio">View portfolio</ButtonLink>
          )}
          <ButtonLink variant="secondary" to="/transact/mutual-funds/allFunds">
            Invest more
          </ButtonLink>
        </div>
      </Card>
    </main>
  );
}
