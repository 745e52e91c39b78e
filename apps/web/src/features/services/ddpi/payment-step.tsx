import {
  ddpiMessages,
  ddpiVpaProblem,
  formatPaise,
  orderMessages,
  paiseFromWire,
  purchaseScreenMessages,
} from '@cdesk/domain';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { upiOutcome } from '../../checkout';
import { ApiError } from '../../../lib/api';
import { useAction } from '../../../lib/use-action';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { LoadError } from '../../../ui/load-error';
import { Select } from '../../../ui/select';
import { Skeleton } from '../../../ui/skeleton';
import { ddpiCalls } from './ddpi-calls';
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

interface PaymentFormProps {
  ddpiReqId: string;
  amountPaise: bigint;
  payModes: { payModeId: string; payModeName: string }[];
  lastMessage: [string, string] | null;
  onSent: (collect: CollectSent) => void;
}

function PaymentForm({ ddpiReqId, amountPaise, payModes, lastMessage, onSent }: PaymentFormProps) {
  // A single pay mode is not a choice: it is shown, and used.
  const only = payModes.length === 1 ? payModes[0]! : null;
  const [payMode, setPayMode] = useState(only?.payModeId ?? '');
  const [vpa, setVpa] = useState('');
  const [verified, setVerified] = useState<{ vpa: string; srNo: string } | null>(null);
  const [errors, setErrors] = useState<{ payMode?: string; vpa?: string }>({});
  const action = useAction<'verify' | 'pay'>();

  const checkVpa = () => {
    const problem = ddpiVpaProblem(vpa);
    setErrors((e) => ({ ...e, vpa: problem ?? undefined }));
    return problem === null;
  };
  const verify = () => {
    if (!checkVpa()) return;
    void action.run('verify', async () => {
      try {
        const check = await ddpiCalls.verifyVpa({ payerVirtualAddress: vpa.trim() });
        if (check.VPAVerifyStatus === 'VE')
          setVerified({ vpa: vpa.trim(), srNo: check.VPAVerifyDtlsrNo });
        else
          setErrors((e) => ({
            ...e,
            vpa: check.message || purchaseScreenMessages.vpaCheckFallback,
          }));
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 400)
          setErrors((e) => ({ ...e, vpa: caught.message }));
        else throw caught;
      }
    });
  };
  const pay = () => {
    const next = {
      payMode: payMode ? undefined : ddpiMessages.payModeRequired,
      vpa: ddpiVpaProblem(vpa) ?? (verified ? undefined : orderMessages.vpaNotVerified),
    };
    setErrors(next);
    if (next.payMode || next.vpa || !verified) return;
    void action.run('pay', async () => {
      const sent = await ddpiCalls.pay({
        ddpiReqId,
        payMode,
        payerVirtualAddress: verified.vpa,
        VPAVerifyDtlSrNo: verified.srNo,
      });
      onSent({ trxnid: sent.trxnid, vpa: verified.vpa, amountPaise, timeoutMs: sent.upiTimer });
    });
  };

  return (
    <div className="flex flex-col gap-5">
      <div>
        <p className="text-sm font-medium text-muted">Stamp duty on the DDPI</p>
        <p className="figures text-3xl font-semibold text-text">{formatPaise(amountPaise)}</p>
      </div>
      {lastMessage && (
        <Alert tone="error">
          <p>Your last payment: {lastMessage[0]}</p>
          {lastMessage[1] && <p className="mt-1">{lastMessage[1]}</p>}
        </Alert>
      )}
      {only ? (
        <dl>
          <dt className="text-sm font-medium text-muted">Payment mode</dt>
          <dd className="mt-1 text-base font-medium text-text">{only.payModeName}</dd>
        </dl>
      ) : (
        <Select
          label="Payment mode"
          placeholder="Select"
          options={payModes.map((m) => ({ value: m.payModeId, label: m.payModeName }))}
          value={payMode}
          error={errors.payMode}
          onValueChange={(value) => {
            setPayMode(value);
            setErrors((e) => ({ ...e, payMode: undefined }));
          }}
        />
      )}
      <Field label="UPI ID" error={errors.vpa} hint="For example name@okbank">
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={vpa}
              verbatim
              autoComplete="off"
              onChange={(event) => {
                setVpa(event.target.value);
                setVerified(null);
                setErrors((e) => ({ ...e, vpa: undefined }));
              }}
            />
            <Button
              variant="secondary"
              loading={action.pending === 'verify'}
              disabled={verified !== null}
              onClick={verify}
            >
              Verify
            </Button>
          </div>
        )}
      </Field>
      {verified && (
        <p role="status" className="flex items-center gap-1.5 text-sm font-medium text-gain">
          <CircleCheck aria-hidden className="size-4" /> {orderMessages.vpaVerified}
        </p>
      )}
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <div>
        <Button loading={action.pending === 'pay'} onClick={pay}>
          Pay {formatPaise(amountPaise)}
        </Button>
      </div>
    </div>
  );
}
