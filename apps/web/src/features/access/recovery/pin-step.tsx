import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { PasswordField } from '../../../ui/password-field';

interface PinStepProps {
  pending: boolean;
  onSubmit: (pin: string, confirmPin: string) => void;
}

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, 4);

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
      <PasswordField
        label="New PIN"
        name="pin"
        value={pin}
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={4}
        error={errors.pin}
        onChange={(event) => setPin(digitsOnly(event.target.value))}
      />
      <PasswordField
        label="Confirm new PIN"
        name="confirmPin"
        value={confirmPin}
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={4}
        error={errors.confirmPin}
        onChange={(event) => setConfirmPin(digitsOnly(event.target.value))}
      />
      <Button type="submit" loading={pending} className="w-full">
        Set PIN
      </Button>
    </form>
  );
}
