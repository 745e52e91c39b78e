import { isValidVpa, orderMessages, purchaseScreenMessages } from '@cdesk/domain';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';
import { paymentCalls } from './payment-calls';

export interface VerifiedVpa {
  payerVirtualAddress: string;
  VPAVerifyDtlSrNo: string;
}

interface UpiAddressFieldProps {
  /** The account the address is checked for ('' lets the server take the session's). */
  njAcNo: string;
  vpa: string;
  verified: boolean;
  onVerified: (address: VerifiedVpa) => void;
  /** The address was edited after its check: it must be checked again. */
  onChanged: () => void;
}

/** Spec 3 section 5: UPI needs a payer address that validateVPA verifies ('VE'). */
export function UpiAddressField({
  njAcNo,
  vpa,
  verified,
  onVerified,
  onChanged,
}: UpiAddressFieldProps) {
  const [text, setText] = useState(vpa);
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  async function verify() {
    const address = text.trim();
    if (!isValidVpa(address)) {
      setError(orderMessages.vpaInvalid);
      return;
    }
    setPending(true);
    setError('');
    try {
      const check = await paymentCalls.validateVPA({
        njAcNo: njAcNo || undefined,
        payerVirtualAddress: address,
        segment: 'MF',
      });
      if (check.VPAVerifyStatus !== 'VE') {
        setError(check.message || purchaseScreenMessages.vpaCheckFallback);
        return;
      }
      onVerified({ payerVirtualAddress: address, VPAVerifyDtlSrNo: check.VPAVerifyDtlsrNo });
    } catch (caught) {
      setError(
        caught instanceof ApiError ? caught.message : purchaseScreenMessages.vpaCheckFallback,
      );
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <Field label="UPI ID (VPA)" error={error} hint="For example name@okbank">
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={text}
              verbatim
              onChange={(event) => {
                setText(event.target.value);
                if (verified) onChanged();
              }}
            />
            <Button
              variant="secondary"
              loading={pending}
              disabled={!text.trim() || verified}
              onClick={() => void verify()}
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
    </div>
  );
}
