import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../ui/cx';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';

interface TextFieldProps extends ComponentProps<'input'> {
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Fixed text shown before the typed part, e.g. the masked digits of an Aadhaar number. */
  prefix?: string;
  fieldClassName?: string;
}

/** A labelled input for react-hook-form's `register` (it passes name, ref and the handlers). */
export function TextField({
  label,
  error,
  hint,
  prefix,
  fieldClassName,
  className,
  ...props
}: TextFieldProps) {
  return (
    <Field label={label} error={error} hint={hint} className={fieldClassName}>
      {(control) =>
        prefix ? (
          <div className="flex items-stretch">
            <span
              aria-hidden
              className="figures flex items-center rounded-l-card whitespace-nowrap border border-r-0 border-border-strong bg-subtle px-3 text-base text-muted"
            >
              {prefix}
            </span>
            <Input {...control} {...props} className={cx('rounded-l-none', className)} />
          </div>
        ) : (
          <Input {...control} {...props} className={className} />
        )
      }
    </Field>
  );
}
