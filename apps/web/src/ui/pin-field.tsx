import { PasswordField, type PasswordFieldProps } from './password-field';

interface PinFieldProps extends Omit<PasswordFieldProps, 'onChange' | 'inputMode'> {
  onDigits: (digits: string) => void;
}

/** A secret PIN: the phone's number pad, and anything but digits dropped as it is typed. */
export function PinField({ onDigits, ...props }: PinFieldProps) {
  return (
    <PasswordField
      {...props}
      inputMode="numeric"
      onChange={(event) => onDigits(event.target.value.replace(/\D/g, ''))}
    />
  );
}
