import { formatPaise } from '@cdesk/domain';
import { useEffect } from 'react';
import {
  UpiCollectWaiting,
  UpiOutcomeMessage,
  useUpiWait,
  type UpiOutcome,
  type UpiStatusCalls,
} from '../../checkout';
import { Button } from '../../../ui/button';
import { useCountdown } from '../../../ui/use-countdown';
import { ddpiCalls } from './ddpi-calls';

export interface CollectSent {
  trxnid: string;
  vpa: string;
  amountPaise: bigint;
  timeoutMs: number;
}

interface UpiWaitPanelProps {
  collect: CollectSent;
  onPaid: (message: string) => void;
  onPayAgain: () => void;
}

/** The stamp duty's status: statusInquiry while waiting, and once more when the wait runs out. */
const ddpiUpiStatus: UpiStatusCalls = {
  poll: (trxnid, signal) => ddpiCalls.status({ trxnid }, signal),
  inquire: (trxnid, _upiRef, signal) => ddpiCalls.status({ trxnid }, signal),
};

/** Waiting for the investor to approve the stamp duty in their UPI app, then its outcome. */
export function UpiWaitPanel({ collect, onPaid, onPayAgain }: UpiWaitPanelProps) {
  const wait = useUpiWait(collect.trxnid, collect.timeoutMs, ddpiUpiStatus);
  const left = useCountdown(
    wait.phase === 'waiting' ? Math.round(collect.timeoutMs / 1000) : 0,
    collect.trxnid,
  );
  if (wait.phase === 'done')
    return <UpiOutcomeView outcome={wait.outcome} onPaid={onPaid} onPayAgain={onPayAgain} />;
  return (
    <div className="flex flex-col gap-5">
      <UpiCollectWaiting
        left={left}
        amount={formatPaise(collect.amountPaise)}
        vpa={collect.vpa}
        afterAnswer="and then you e-sign"
        status="Waiting for your bank…"
      />
    </div>
  );
}

interface UpiOutcomeViewProps {
  outcome: UpiOutcome;
  onPaid: (message: string) => void;
  onPayAgain: () => void;
}

/**
 * Spec 2 section 8: the outcome in the catalogue's words; a rejection with the bank's reason. A
 * success moves the DDPI on at once, so no line on the page still says the stamp duty is due.
 */
export function UpiOutcomeView({ outcome, onPaid, onPayAgain }: UpiOutcomeViewProps) {
  const good = outcome.kind === 'success';
  useEffect(() => {
    if (good) onPaid(outcome.message);
  }, [good, outcome.message, onPaid]);
  if (good) return null;
  return (
    <div className="flex flex-col gap-5">
      <UpiOutcomeMessage outcome={outcome} />
      <div className="flex flex-col gap-3 tablet:flex-row">
        <Button variant="secondary" onClick={onPayAgain}>
          Pay again
        </Button>
      </div>
    </div>
  );
}
