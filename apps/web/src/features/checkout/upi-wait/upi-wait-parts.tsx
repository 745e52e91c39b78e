import { CircleAlert, CircleCheck, Clock, Smartphone } from 'lucide-react';
import { Alert } from '../../../ui/alert';
import { formatSeconds } from '../../../ui/use-countdown';
import { sandboxUpiPage, useSandboxLink } from './sandbox-link';
import type { UpiOutcome } from './upi-outcome';

interface UpiCollectWaitingProps {
  /** Seconds left of the wait. */
  left: number;
  /** The amount as shown, with its rupee sign. */
  amount: string;
  vpa: string;
  /** What happens once the bank answers, after "Keep this page open: it updates by itself". */
  afterAnswer?: string;
  /** The line under the steps: waiting, or the final status inquiry. */
  status: string;
}

/** A UPI collect request waiting for the investor's approval: time left, the steps, the status. */
export function UpiCollectWaiting({
  left,
  amount,
  vpa,
  afterAnswer,
  status,
}: UpiCollectWaitingProps) {
  const testerLink = useSandboxLink(sandboxUpiPage(vpa));
  return (
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
          Keep this page open: it updates by itself once your bank answers
          {afterAnswer ? `, ${afterAnswer}` : ''}.
        </li>
      </ol>
      <p role="status" className="text-sm text-muted">
        {status}
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
  );
}

/** Spec 3 (and spec 2 section 8): the outcome in the catalogue's words; a rejection with its reason. */
export function UpiOutcomeMessage({ outcome }: { outcome: UpiOutcome }) {
  const good = outcome.kind === 'success';
  const Icon = good ? CircleCheck : CircleAlert;
  return (
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
  );
}
