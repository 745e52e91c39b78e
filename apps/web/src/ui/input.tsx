import type { ComponentProps } from 'react';
import { cx } from './cx';

/** For text typed exactly (IDs, codes): the browser should not complete, capitalise or correct it. */
const verbatimProps = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false } as const;

interface InputProps extends ComponentProps<'input'> {
  verbatim?: boolean;
}

/** 16px text: smaller makes iOS zoom the page when the field takes focus. */
export function Input({ className, verbatim = false, ...props }: InputProps) {
  return (
    <input
      {...(verbatim && verbatimProps)}
      className={cx(
        'h-12 w-full rounded-card border border-border-strong bg-surface px-3 text-base text-text transition-colors duration-100 placeholder:text-placeholder hover:border-muted focus-visible:border-brand focus-visible:outline-offset-0 aria-[invalid=true]:border-loss',
        className,
      )}
      {...props}
    />
  );
}
