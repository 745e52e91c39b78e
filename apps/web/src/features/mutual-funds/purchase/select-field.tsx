import { Field } from '../../../ui/field';

interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
}

/** A native select: the phone's own picker, keyboard and screen reader support for free. */
export function SelectField({
  label,
  value,
  options,
  onChange,
  error,
  placeholder,
}: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-12 w-full rounded-card border border-border-strong bg-surface px-3 text-base text-text aria-[invalid=true]:border-loss"
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
