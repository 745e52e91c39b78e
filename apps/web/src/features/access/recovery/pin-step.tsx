import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { PinField } from '../../../ui/pin-field';

interface PinStepProps {
  pending: boolean;
  onSubmit: (pin: string, confirmPin: string) => void;
}

/** The new 4-digit PIN, twice. */
export function PinStep({ pending, onSubmit }: PinStepProps) {
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [errors, setErrors] = useState<{ pin?: string; confirmPin?: string }>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = {
      pin: /^\d{4}$/.test(pin) ? undefined : 'PIN should be valid.',
      confirmPin: confirmPin === pin ? undefined : 'PIN and confirm PIN do not match.',
    };
    setErrors(found);
    if (!found.pin && !found.confirmPin) onSubmit(pin, confirmPin);
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PinField
        label="New PIN"
        name="pin"
        value={pin}
        autoComplete="new-password"
        maxLength={4}
        error={errors.pin}
        onDigits={(digits) => setPin(digits.slice(0, 4))}
      />
      <PinField
        label="Confirm new PIN"
        name="confirmPin"
        value={confirmPin}
        autoComplete="new-password"
        maxLength={4}
        error={errors.confirmPin}
        onDigits={(digits) => setConfirmPin(digits.slice(0, 4))}
      />
      <Button type="submit" loading={pending} className="w-full">
        Set PIN
      </Button>
    </form>
  );
}
