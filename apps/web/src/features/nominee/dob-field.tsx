import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { maskDateEntry } from '../../lib/date-entry';
import { TextField } from './text-field';

interface DobFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  error?: string;
  disabled?: boolean;
}

/** A date of birth typed as digits; the dashes appear by themselves. */
export function DobField<Values extends FieldValues>({
  control,
  name,
  label,
  error,
  disabled,
}: DobFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          label={label}
          error={error}
          hint="DD-MM-YYYY"
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(maskDateEntry(event.target.value))}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="off"
          placeholder="DD-MM-YYYY"
          maxLength={10}
          className="figures"
        />
      )}
    />
  );
}
