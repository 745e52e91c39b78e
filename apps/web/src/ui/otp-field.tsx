import type { Ref } from 'react';
import { cx } from './cx';
import { Field } from './field';
import { Input } from './input';

interface OtpFieldProps {
  value: string;
  onChange: (digits: string) => void;
  error?: string;
  hint?: string;
  label?: string;
  length?: number;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/** One field for the whole code: pasting works, and phones offer the code from the SMS. */
export function OtpField({
  value,
  onChange,
  error,
  hint,
  label = 'OTP',
  length = 6,
  ref,
  disabled,
}: OtpFieldProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          ref={ref}
          name="otp"
          value={value}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={length}
          placeholder={'•'.repeat(length)}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, length))}
          className={cx('figures text-lg tracking-[0.4em]')}
        />
      )}
    </Field>
  );
}
