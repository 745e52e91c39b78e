import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cx } from '../../ui/cx';
import { Field } from '../../ui/field';

export interface Option {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: string;
  error?: string;
  options: readonly Option[];
  placeholder?: string;
}

/**
 * A native select: on a phone it opens the system picker, which beats any custom list for long
 * lists such as countries and cities, and it needs no script of its own.
 */
export function SelectField({
  label,
  error,
  options,
  placeholder = 'Select',
  className,
  ...props
}: SelectFieldProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            {...props}
            className={cx(
              'h-12 w-full appearance-none rounded-card border border-border-strong bg-surface pr-10 pl-3 text-base text-text transition-colors duration-100 hover:border-muted focus-visible:border-brand focus-visible:outline-offset-0 disabled:bg-subtle disabled:text-muted aria-[invalid=true]:border-loss',
            )}
          >
            <option value="">{placeholder}</option>
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
