import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { cx } from './cx';

/** The dimmed page behind a dialog or a drawer. */
export function DialogOverlay() {
  return (
    <Dialog.Overlay className="fixed inset-0 z-40 bg-text/40 data-[state=open]:animate-fade-in" />
  );
}

/** The cross that closes a dialog or a drawer. */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Dialog.Close
      aria-label={label}
      className={cx(
        'flex size-11 items-center justify-center rounded-card hover:bg-subtle',
        className,
      )}
    >
      <X aria-hidden className="size-5" />
    </Dialog.Close>
  );
}
