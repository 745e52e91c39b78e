import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';

/** The brokerage on mutual funds, as a percentage. */
export function MfBrokerageField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field
      label="Brokerage (%)"
      hint="From 0 to 2.50, in steps of 0.05."
      className="pl-7 tablet:max-w-xs"
    >
      {(control) => (
        <Input
          {...control}
          name="mfBrokerage"
          inputMode="decimal"
          verbatim
          maxLength={4}
          className="tabular-nums"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
