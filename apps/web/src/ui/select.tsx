import { ChevronDown } from 'lucide-react';
import type { ChangeEvent, ComponentProps } from 'react';
import { Field } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string;
  /** The empty first choice; none when left out. */
  placeholder?: string;
  /** The chosen value, for callers that keep it themselves (a form library passes `onChange`). */
  onValueChange?: (value: string) => void;
}

/**
 * A native select: on a phone it opens the system picker, which beats any custom list for long
 * lists such as countries and cities, and it needs no script of its own.
 */
export function Select({
  label,
  options,
  error,
  placeholder,
  onValueChange,
  onChange,
  className,
  ...props
}: SelectProps) {
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            {...props}
            onChange={change}
            className="h-12 w-full appearance-none truncate rounded-card border border-border-strong bg-surface pr-10 pl-3 text-base text-text transition-colors duration-100 hover:border-muted focus-visible:border-brand focus-visible:outline-offset-0 disabled:bg-subtle disabled:text-muted aria-[invalid=true]:border-loss"
          >
            {placeholder !== undefined && <option value="">{placeholder}</option>}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </Field>
  );
}
