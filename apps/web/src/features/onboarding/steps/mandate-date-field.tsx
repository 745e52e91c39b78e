import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';

const dateText = (value: string) => value.replace(/[^\d-]/g, '').slice(0, 10);

interface MandateDateFieldProps {
  name: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
}

/** A date of the mandate's period, typed as DD-MM-YYYY. */
export function MandateDateField({ name, label, hint, value, onChange }: MandateDateFieldProps) {
  return (
    <Field label={label} hint={hint}>
      {(control) => (
        <Input
          {...control}
          name={name}
          inputMode="numeric"
          verbatim
          placeholder="DD-MM-YYYY"
          maxLength={10}
          className="tabular-nums"
          value={value}
          onChange={(event) => onChange(dateText(event.target.value))}
        />
      )}
    </Field>
  );
}
