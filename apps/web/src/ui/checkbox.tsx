import type { ComponentProps, ReactNode } from 'react';
import { cx } from './cx';

interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
}

/** A native checkbox in a 44px-tall label, so the words are part of the tap target. */
export function Checkbox({ label, className, ...props }: CheckboxProps) {
  return (
    <label
      className={cx('inline-flex min-h-11 cursor-pointer items-center gap-2.5 text-sm', className)}
    >
      <input type="checkbox" className="size-[18px] cursor-pointer accent-brand" {...props} />
      <span>{label}</span>
    </label>
  );
}
