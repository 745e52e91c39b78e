import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { PinField } from '../../../ui/pin-field';

interface PinStepProps {
  pending: boolean;
  onSubmit: (pin: string, confirmPin: string) => void;
}

type Pins = { pin: string; confirmPin: string };

/** The new 4-digit PIN, twice. */
export function PinStep({ pending, onSubmit }: PinStepProps) {
  const [pins, setPins] = useState<Pins>({ pin: '', confirmPin: '' });
  const [errors, setErrors] = useState<Partial<Pins>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { pin, confirmPin } = pins;
    const found = {
      pin: /^\d{4}$/.test(pin) ? undefined : 'PIN should be valid.',
      confirmPin: confirmPin === pin ? undefined : 'PIN and confirm PIN do not match.',
    };
    setErrors(found);
    if (!found.pin && !found.confirmPin) onSubmit(pin, confirmPin);
  }

  const field = (name: keyof Pins) => ({
    name,
    value: pins[name],
    autoComplete: 'new-password',
    maxLength: 4,
    error: errors[name],
    onDigits: (digits: string) =>
      setPins((current) => ({ ...current, [name]: digits.slice(0, 4) })),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <PinField label="New PIN" {...field('pin')} />
      <PinField label="Confirm new PIN" {...field('confirmPin')} />
      <Button type="submit" loading={pending} className="w-full">
        Set PIN
      </Button>
    </form>
  );
}
