import {
  messages,
  orderMessages,
  payModes,
  purchaseScreenMessages,
  showDate,
  type TGetOrderStatusResponse,
} from '@cdesk/domain';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { useBusinessToday } from '../../../lib/use-business-clock';
import { useAppDispatch } from '../../../lib/store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { cartCleared } from '../cart/cart-slice';
import { useTransactionCart } from '../cart/cart-store';
import { paymentCalls } from '../payment/payment-calls';
import { CopyValue } from './copy-value';
import { OrderCard } from './order-card';
import { errorMessage } from '../../../lib/error-message';

/** Orders wait for payment and allotment; the page asks again this often, this many times. */
const refresh = { everyMs: 10_000, times: 30 } as const;

interface AckState {
  status?: 'SUCCESS' | 'ERROR';
  description?: string;
}

const tones = {
  SUCCESS: { Icon: CircleCheck, colour: 'text-gain' },
  PENDING: { Icon: Clock, colour: 'text-warning' },
  ERROR: { Icon: CircleAlert, colour: 'text-loss' },
} as const;

/** Where a transaction's detail that cannot be loaded is reported (spec 3 sections 2 and 8). */
export function statusPath(type = 'pip'): string {
  return `/transact/authorize/${encodeURIComponent(type)}/trxnstatus`;
}

/**
 * /transact/authorize/{type}/achknowledge?tid=: the outcome, references and each order. A detail
 * the gateway refuses to give (no such transaction, not the investor's) goes to the transaction
 * status page with status 'fail' and the display message, as spec 3 section 8 says of a detail
 * load failure; a connection failure stays here, since the transaction may well exist.
 */
export function AcknowledgePage() {
  const [params] = useSearchParams();
  const tid = params.get('tid') ?? '';
  // An authorised partner-placed purchase (its receipt is named): it is paid for from there, not the cart.
  const authorised = params.has('rcpt');
  const { type } = useParams();
  const ack = (useLocation().state ?? {}) as AckState;
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { cart } = useTransactionCart();
  const [status, setStatus] = useState<TGetOrderStatusResponse | null>(null);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);
  const today = useBusinessToday();

  useEffect(() => {
    const failed = (message: string) =>
      void navigate(statusPath(type), {
        replace: true,
        state: { status: 'fail', message, reqFrom: 'achknowledge' },
      });
    if (!tid) {
      failed(orderMessages.orderNotFound);
      return;
    }
    let live = true;
    let timer = 0;
    paymentCalls.getOrderStatus({ tid }).then(
      (reply) => {
        if (!live) return;
        setStatus(reply);
        const settled = reply.ackStatus === 'ERROR' || reply.orders.every((o) => o.units !== '');
        if (!settled && round < refresh.times)
          timer = window.setTimeout(() => setRound((r) => r + 1), refresh.everyMs);
      },
      (caught: unknown) => {
        if (!live) return;
        // 0 is no answer at all; 401 and 417 have their own pages (lib/api.ts).
        const refused = caught instanceof ApiError && ![0, 401, 417].includes(caught.status);
        if (refused && round === 0) failed(errorMessage(caught, messages.common));
        else setError(errorMessage(caught, messages.common));
      },
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [tid, round, type, navigate]);

  const outcome = ack.status === 'ERROR' ? 'ERROR' : (status?.ackStatus ?? null);
  // Paid for: the cart has done its job. A failed payment keeps it, to pay again.
  const paid = outcome === 'SUCCESS' && cart.trxnDetail !== null;
  useEffect(() => {
    if (paid) dispatch(cartCleared({}));
  }, [paid, dispatch]);

  const [retrying, setRetrying] = useState(false);
  /** A declined net-banking payment: a fresh bank session for the same orders. */
  async function retry() {
    setRetrying(true);
    try {
      const { netBankingUrl } = await paymentCalls.retryPayment({ tid });
      window.location.assign(netBankingUrl);
    } catch (caught) {
      setError(errorMessage(caught, messages.common));
      setRetrying(false);
    }
  }

  const tone = outcome ? tones[outcome] : null;
  const description =
    ack.status === 'ERROR'
      ? ack.description || purchaseScreenMessages.paymentNotStarted
      : (status?.message ?? '');

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Acknowledgement</h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-6 p-5 tablet:p-8">
        {tone && outcome && (
          <div role={outcome === 'ERROR' ? 'alert' : 'status'} className="flex items-start gap-3">
            <tone.Icon aria-hidden className={`size-7 shrink-0 ${tone.colour}`} />
            <div>
              <p className="text-lg font-semibold">{outcome}</p>
              <p className="text-[15px] leading-relaxed text-muted">{description}</p>
            </div>
          </div>
        )}
        {error && <Alert tone="error">{error}</Alert>}
        {!status && !error && tid && (
          <div className="flex flex-col gap-3" aria-busy>
            <span className="sr-only">Loading the transaction</span>
            <Skeleton className="h-10" />
            <Skeleton className="h-24" />
          </div>
        )}
        {status && (
          <>
            <div>
              <CopyValue label="Transaction ID" value={status.trxnId} />
              {status.paymentRef && (
                <CopyValue label="Payment reference" value={status.paymentRef} />
              )}
              <p className="mt-2 text-sm text-muted">Placed on {showDate(status.trxnDate)}</p>
            </div>
            <ul className="flex flex-col gap-3" aria-label="Orders">
              {status.orders.map((order) => (
                <OrderCard key={order.orderRef} order={order} today={today} />
              ))}
            </ul>
          </>
        )}
        <div className="flex flex-col gap-3 tablet:flex-row">
          {outcome === 'ERROR' && status?.payMode === payModes.NET_BANKING ? (
            <Button loading={retrying} onClick={() => void retry()}>
              Pay again by net banking
            </Button>
          ) : outcome === 'ERROR' && authorised ? (
            <ButtonLink to="/transact/authorize">Pending transactions</ButtonLink>
          ) : outcome === 'ERROR' ? (
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
