import { formatPaise, orderMessages } from '@cdesk/domain';
import { CircleCheck } from 'lucide-react';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { Select } from '../../../ui/select';
import { useDdpiPayment, type PaymentFormProps } from './use-ddpi-payment';

export type { PaymentFormProps } from './use-ddpi-payment';

/** The stamp duty, the last payment's outcome, the pay mode, the UPI ID and Pay. */
export function PaymentForm(props: PaymentFormProps) {
  const { amountPaise, payModes, lastMessage } = props;
  const payment = useDdpiPayment(props);
  const { vpa, setVpa, verified, setVerified, errors, setErrors, action, verify, pay } = payment;

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
      <PayModeChoice payment={payment} payModes={payModes} />
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

/** The one pay mode shown, or a choice of them. */
function PayModeChoice({
  payment,
  payModes,
}: {
  payment: ReturnType<typeof useDdpiPayment>;
  payModes: PaymentFormProps['payModes'];
}) {
  const { only, payMode, setPayMode, errors, setErrors } = payment;
  return only ? (
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
  );
}
