import { formatPaise } from '@cdesk/domain';
import { UpiCollectWaiting, UpiOutcomeMessage, type UpiOutcome } from '../../checkout';
import { Button } from '../../../ui/button';
import { useCountdown } from '../../../ui/use-countdown';
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
  onPaid: () => void;
  onPayAgain: () => void;
}

/** Spec 2 section 8: the outcome in the catalogue's words; a rejection with the bank's reason. */
export function UpiOutcomeView({ outcome, onPaid, onPayAgain }: UpiOutcomeViewProps) {
  const good = outcome.kind === 'success';
  return (
    <div className="flex flex-col gap-5">
      <UpiOutcomeMessage outcome={outcome} />
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
