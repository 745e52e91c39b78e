import { formatPaise } from '@cdesk/domain';
import { CircleAlert, CircleCheck, Clock, Smartphone } from 'lucide-react';
import { sandboxUpiPage, useSandboxLink, type UpiOutcome } from '../../checkout';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { formatSeconds, useCountdown } from '../../../ui/use-countdown';
import { useDdpiUpiWait } from './use-ddpi-upi-wait';

export interface CollectSent {
  trxnid: string;
  vpa: string;
  amountPaise: bigint;
  timeoutMs: number;
}

interface UpiWaitPanelProps {
  collect: CollectSent;
  onPaid: () => void;
  onPayAgain: () => void;
}

/** Waiting for the investor to approve the stamp duty in their UPI app, then its outcome. */
export function UpiWaitPanel({ collect, onPaid, onPayAgain }: UpiWaitPanelProps) {
  const wait = useDdpiUpiWait(collect.trxnid, collect.timeoutMs);
  const left = useCountdown(
    wait.phase === 'waiting' ? Math.round(collect.timeoutMs / 1000) : 0,
    collect.trxnid,
  );
  const testerLink = useSandboxLink(sandboxUpiPage(collect.vpa));
  if (wait.phase === 'done')
    return <UpiOutcomeView outcome={wait.outcome} onPaid={onPaid} onPayAgain={onPayAgain} />;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <div
          role="timer"
          aria-label={`Time left ${formatSeconds(left)}`}
          className="figures flex size-24 shrink-0 flex-col items-center justify-center rounded-full border-4 border-brand text-2xl font-semibold text-text"
        >
          {formatSeconds(left)}
        </div>
        <div>
          <p className="figures text-xl font-semibold">{formatPaise(collect.amountPaise)}</p>
          <p className="text-sm text-muted">
            Collect request sent to <span className="font-medium text-text">{collect.vpa}</span>
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
          Keep this page open: it updates by itself once your bank answers, and then you e-sign.
        </li>
      </ol>
      <p role="status" className="text-sm text-muted">
        Waiting for your bank…
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
    </div>
  );
}

interface UpiOutcomeViewProps {
  outcome: UpiOutcome;
  onPaid: () => void;
  onPayAgain: () => void;
}

/** Spec 2 section 8: the outcome in the catalogue's words; a rejection with the bank's reason. */
export function UpiOutcomeView({ outcome, onPaid, onPayAgain }: UpiOutcomeViewProps) {
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
        {good ? (
          <Button onClick={onPaid}>Continue to e-sign</Button>
        ) : (
          <Button variant="secondary" onClick={onPayAgain}>
            Pay again
          </Button>
        )}
      </div>
    </div>
  );
}
