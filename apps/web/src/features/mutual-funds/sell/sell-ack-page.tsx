import {
  messages,
  sellOrderStatus,
  showDate,
  type TGetSellOrderStatusResponse,
} from '@cdesk/domain';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../lib/error-message';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { Skeleton } from '../../../ui/skeleton';
import { CopyValue } from '../../checkout';
import { sellCalls } from './sell-calls';
import { SellOrderCard } from './sell-order-card';
import { redeemPath } from './sell-paths';

/** Orders wait for their NAV, the depository and the payout; the page asks again this often. */
const refresh = { everyMs: 10_000, times: 30 } as const;
const waiting = new Set(['EDIS_PENDING', 'AWAITING_NAV', 'SWITCH_IN_PENDING', 'PAYOUT_DUE']);

const tones = {
  DONE: { Icon: CircleCheck, colour: 'text-gain' },
  WAITING: { Icon: Clock, colour: 'text-warning' },
  FAILED: { Icon: CircleAlert, colour: 'text-loss' },
} as const;

/**
 * The outcome of a sell order, with its references: also what the eDIS return page shows. One
 * status: the order's own title and sentence, said once (the order card does not repeat them).
 */
export function SellAcknowledgement({ status }: { status: TGetSellOrderStatusResponse }) {
  const shown = sellOrderStatus(status.order.status);
  const tone = tones[shown.outcome];
  return (
    <>
      <div
        role={shown.outcome === 'FAILED' ? 'alert' : 'status'}
        className="flex items-start gap-3"
      >
        <tone.Icon aria-hidden className={`size-7 shrink-0 ${tone.colour}`} />
        <div>
          <p className="text-lg font-semibold">{shown.title}</p>
          <p className="text-[15px] leading-relaxed text-muted">{status.message}</p>
        </div>
      </div>
      <div>
        <CopyValue label="Transaction ID" value={status.trxnId} />
        <p className="mt-2 text-sm text-muted">Placed on {showDate(status.trxnDate)}</p>
      </div>
      <ul className="flex flex-col gap-3" aria-label="Orders">
        <SellOrderCard order={status.order} />
      </ul>
    </>
  );
}

/** /transact/authorize/{red|swi|nswi}/achknowledge?tid=: a placed redemption or switch. */
export function SellAckPage() {
  const [params] = useSearchParams();
  const tid = params.get('tid') ?? '';
  const [status, setStatus] = useState<TGetSellOrderStatusResponse | null>(null);
  const [error, setError] = useState('');
  const [round, setRound] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer = 0;
    sellCalls.orderStatus(tid, controller.signal).then(
      (reply) => {
        setStatus(reply);
        setError('');
        if (waiting.has(reply.order.status) && round < refresh.times)
          timer = window.setTimeout(() => setRound((r) => r + 1), refresh.everyMs);
      },
      (caught: unknown) => {
        if (!controller.signal.aborted) setError(errorMessage(caught, messages.common));
      },
    );
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [tid, round]);

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Acknowledgement</h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-6 p-5 tablet:p-8">
        {error && <Alert tone="error">{error}</Alert>}
        {!status && !error && (
          <div className="flex flex-col gap-3" aria-busy>
            <span className="sr-only">Loading the transaction</span>
            <Skeleton className="h-10" />
            <Skeleton className="h-40" />
          </div>
        )}
        {status && <SellAcknowledgement status={status} />}
        <div className="flex flex-col gap-3 tablet:flex-row">
          <ButtonLink to="/portfolio">View portfolio</ButtonLink>
          <ButtonLink variant="secondary" to={redeemPath()}>
            Redeem/Sell/SWP
          </ButtonLink>
        </div>
      </Card>
    </main>
  );
}
