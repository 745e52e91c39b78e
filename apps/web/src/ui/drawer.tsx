import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { cx } from './cx';
import { DialogCloseButton, DialogOverlay } from './dialog-parts';

interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** Which edge it slides from; 'top' spans the full width (a phone's search). */
  side?: 'left' | 'top';
  className?: string;
}

/** A sheet from the edge of the screen: focus stays inside, Esc or the close button closes it. */
export function Drawer({
  open,
  onOpenChange,
  title,
  children,
  side = 'left',
  className,
}: DrawerProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content
          aria-describedby={undefined}
          className={cx(
            'fixed z-50 flex flex-col bg-surface shadow-popup focus:outline-none data-[state=open]:animate-fade-in',
            side === 'left' ? 'inset-y-0 left-0 w-[min(22rem,88vw)]' : 'inset-x-0 top-0 max-h-dvh',
            className,
          )}
        >
          <div className="flex min-h-14 items-center justify-between gap-2 border-b border-border px-4">
            <Dialog.Title className="text-base font-semibold text-text">{title}</Dialog.Title>
            <DialogCloseButton
              label="Close"
              className="text-muted focus-visible:outline-2 focus-visible:outline-focus"
            />
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
