import { paiseToWords, parseRupeesToPaise } from '@cdesk/domain';
import { Field } from '../../../ui/field';
import { Input } from '../../../ui/input';

interface AmountFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
}

/** DESIGN.md: a large amount field with the amount in words under it. */
export function AmountField({ label, value, onChange, error, hint }: AmountFieldProps) {
  const paise = parseRupeesToPaise(value);
  const words =
    paise !== null && paise > 0n && paise < 1_000_000_000_000n ? paiseToWords(paise) : '';
  return (
    <div className="flex flex-col gap-1">
      <Field label={label} error={error} hint={hint}>
        {(control) => (
          <div className="relative">
            <span
              aria-hidden
              className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-lg text-muted"
            >
              ₹
            </span>
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              value={value}
              onChange={(event) => onChange(event.target.value)}
              className="figures pl-8 text-lg font-semibold"
            />
          </div>
        )}
      </Field>
      <p aria-live="polite" className="min-h-5 text-sm text-muted">
        {words}
      </p>
    </div>
  );
}
