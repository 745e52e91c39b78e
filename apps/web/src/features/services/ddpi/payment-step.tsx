import { paiseFromWire } from '@cdesk/domain';
import { useState } from 'react';
import { upiOutcome } from '../../checkout';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { LoadError } from '../../../ui/load-error';
import { Skeleton } from '../../../ui/skeleton';
import { ddpiCalls } from './ddpi-calls';
import { PaymentForm } from './payment-form';
import { type CollectSent, UpiOutcomeView, UpiWaitPanel } from './upi-wait-panel';

interface PaymentStepProps {
  ddpiReqId: string;
  /** The stamp duty is paid: the DDPI moves on to e-sign, with the payment's message. */
  onPaid: (message: string) => void;
}

/** The stamp duty on the DDPI, paid by UPI: pay mode, a verified UPI ID, the collect request. */
export function PaymentStep({ ddpiReqId, onPaid }: PaymentStepProps) {
  const [round, setRound] = useState(0);
  const { state, retry } = useGatewayLoad(`ddpi-pay:${ddpiReqId}:${round}`, (signal) =>
    ddpiCalls.payment({ ddpiReqId }, signal),
  );
  const [collect, setCollect] = useState<CollectSent | null>(null);
  const payAgain = () => {
    setCollect(null);
    setRound((n) => n + 1);
  };

  if (collect) return <UpiWaitPanel collect={collect} onPaid={onPaid} onPayAgain={payAgain} />;
  if (state.status === 'loading') return <Skeleton className="h-64 w-full" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  const detail = state.data;
  const amountPaise = paiseFromWire(detail.amount);
  if (detail.paymentStatus === 'PENDING' && detail.remainingMs > 0)
    return (
      <UpiWaitPanel
        collect={{
          trxnid: detail.trxnid,
          vpa: detail.payerVirtualAddress,
          amountPaise,
          timeoutMs: detail.remainingMs,
        }}
        onPaid={onPaid}
        onPayAgain={payAgain}
      />
    );
  const last = detail.paymentStatus ? upiOutcome(detail.paymentStatus, detail.reason) : null;
  if (last?.kind === 'success')
    return <UpiOutcomeView outcome={last} onPaid={onPaid} onPayAgain={payAgain} />;
  return (
    <PaymentForm
      ddpiReqId={ddpiReqId}
      amountPaise={amountPaise}
      payModes={detail.payModeList}
      lastMessage={last ? [last.message, last.kind === 'rejected' ? last.reason : ''] : null}
      onSent={setCollect}
    />
  );
}
