import { formatAmount, formatPaise } from '@cdesk/domain';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { useCountdown } from '../../../ui/use-countdown';
import { useTransactionCart } from '../cart/cart-store';
import { ackPath } from '../payment/use-confirm';
import { useUpiWait } from './use-upi-wait';
import type { UpiOutcome } from './upi-outcome';
import { UpiCollectWaiting, UpiOutcomeMessage } from './upi-wait-parts';

/** An acknowledgement path the query names: in the app, and under /transact/authorize only. */
function ackOf(params: URLSearchParams): string | null {
  const ack = params.get('ack') ?? '';
  return ack.startsWith('/transact/authorize/') ? ack : null;
}

/**
 * /transact/authorize/{type}/upi: waiting for the investor to approve the UPI collect request.
 * The cart's purchase, or an authorised transaction, whose query names its acknowledgement
 * (ack), the amount (amt, rupees) and the UPI ID (vpa).
 */
export function UpiWaitPage() {
  const [params] = useSearchParams();
  const { cart, upiTimer } = useTransactionCart();
  const trxnid = params.get('trxnid') ?? params.get('tid') ?? '';
  const tid = params.get('tid') ?? trxnid;
  const authorisedAck = ackOf(params);
  const vpa = authorisedAck ? (params.get('vpa') ?? '') : cart.payerVirtualAddress;
  const amount = authorisedAck
    ? formatAmount(params.get('amt') || '0', { symbol: true })
    : formatPaise(cart.total);
  const wait = useUpiWait(trxnid, upiTimer);
  const outcome = wait.phase === 'done' ? wait.outcome : null;
  const left = useCountdown(wait.phase === 'waiting' ? Math.round(upiTimer / 1000) : 0, trxnid);

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
        {outcome ? 'UPI payment' : 'Approve the payment in your UPI app'}
      </h1>
      <Card className="mt-6 flex max-w-2xl flex-col gap-6 p-5 tablet:p-8">
        {outcome ? (
          <OutcomeView
            outcome={outcome}
            ack={authorisedAck ?? ackPath(tid)}
            canRetry={!authorisedAck}
          />
        ) : (
          <UpiCollectWaiting
            left={left}
            amount={amount}
            vpa={vpa}
            status={
              wait.phase === 'inquiring'
                ? 'Time is up. Asking your bank for the final status…'
                : 'Waiting for your bank…'
            }
          />
        )}
      </Card>
    </main>
  );
}

interface OutcomeViewProps {
  outcome: UpiOutcome;
  ack: string;
  /** A purchase from the cart may be paid again; an authorised transaction is not in a cart. */
  canRetry: boolean;
}

function OutcomeView({ outcome, ack, canRetry }: OutcomeViewProps) {
  return (
    <div className="flex flex-col gap-5">
      <UpiOutcomeMessage outcome={outcome} />
      <div className="flex flex-col gap-3 tablet:flex-row">
        <ButtonLink to={ack}>View acknowledgement</ButtonLink>
        {outcome.kind === 'rejected' && canRetry && (
          <ButtonLink variant="secondary" to="/transact/mutual-funds/payment">
            Try again
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
