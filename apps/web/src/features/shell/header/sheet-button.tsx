import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx';

interface SheetButtonProps {
  label: string;
  /** Without it the button is inert: the header's first paint, before the sheet's code is in. */
  onOpen?: () => void;
  /** Where it shows: the hamburger below desktop width, the search icon below tablet width. */
  className: string;
  children: ReactNode;
}

/** An icon button on the navy header that opens a sheet (the menu drawer, the phone's search). */
export function SheetButton({ label, onOpen, className, children }: SheetButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      disabled={!onOpen}
      onClick={onOpen}
      className={cx(
        'flex size-11 items-center justify-center rounded-card text-header-fg hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white',
        className,
      )}
    >
      {children}
    </button>
  );
}
