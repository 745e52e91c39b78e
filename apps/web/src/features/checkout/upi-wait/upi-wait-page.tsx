import { formatAmount, formatPaise } from '@cdesk/domain';
import { CircleAlert, CircleCheck, Clock, Smartphone } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../ui/alert';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { formatSeconds, useCountdown } from '../../../ui/use-countdown';
import { useTransactionCart } from '../cart/cart-store';
import { ackPath } from '../payment/use-confirm';
import { sandboxUpiPage, useSandboxLink } from './sandbox-link';
import { useUpiWait } from './use-upi-wait';
import type { UpiOutcome } from './upi-outcome';

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
  const testerLink = useSandboxLink(sandboxUpiPage(vpa));

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
          <>
            <div className="flex items-center gap-4">
              <div
                role="timer"
                aria-label={`Time left ${formatSeconds(left)}`}
                className="figures flex size-24 shrink-0 flex-col items-center justify-center rounded-full border-4 border-brand text-2xl font-semibold text-text"
              >
                {formatSeconds(left)}
              </div>
              <div>
                <p className="figures text-xl font-semibold">{amount}</p>
                <p className="text-sm text-muted">
                  Collect request sent to{' '}
                  <span className="font-medium text-text">{vpa || 'your UPI ID'}</span>
                </p>
              </div>
            </div>
            <ol className="flex flex-col gap-3 text-[15px]">
              <li className="flex gap-3">
                <Smartphone aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
                Open your UPI app and find the payment request from Client Desk.
              </li>
              <li className="flex gap-3">
                <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
                Check the amount, then approve it with your UPI PIN.
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-brand" />
                Keep this page open: it updates by itself once your bank answers.
              </li>
            </ol>
            <p role="status" className="text-sm text-muted">
              {wait.phase === 'inquiring'
                ? 'Time is up. Asking your bank for the final status…'
                : 'Waiting for your bank…'}
            </p>
            {testerLink && (
              <Alert tone="info">
                Sandbox mode:{' '}
                <a href={testerLink} target="_blank" rel="noreferrer" className="underline">
                  open the sandbox UPI app
                </a>{' '}
                to approve or decline this request.
              </Alert>
            )}
          </>
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
  const good = outcome.kind === 'success';
  const Icon = good ? CircleCheck : CircleAlert;
  return (
    <div className="flex flex-col gap-5">
      <div role={good ? 'status' : 'alert'} className="flex items-start gap-3">
        <Icon
          aria-hidden
          className={`mt-0.5 size-6 shrink-0 ${good ? 'text-gain' : outcome.kind === 'rejected' ? 'text-loss' : 'text-warning'}`}
        />
        <div className="flex flex-col gap-1 text-[15px] leading-relaxed">
          <p>{outcome.message}</p>
          {outcome.kind === 'rejected' && outcome.reason && (
            <p className="font-medium">{outcome.reason}</p>
          )}
        </div>
      </div>
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
