import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogOverlay } from './dialog-parts';

interface MessageDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The one way on; it runs inside the click, so it may open a new tab. */
  onConfirm: () => void;
  /** Esc, or a click outside: the dialog closes without the action. */
  onClose: () => void;
  confirmLabel?: string;
  /** A second button that closes the dialog without the action, for a yes/no question. */
  cancelLabel?: string;
  pending?: boolean;
}

/** A confirmation popup: focus stays inside while it is open, Esc closes it (DESIGN.md). */
export function MessageDialog({
  open,
  title,
  children,
  onConfirm,
  onClose,
  confirmLabel = 'OK',
  cancelLabel,
  pending = false,
}: MessageDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card bg-surface p-6 shadow-popup focus:outline-none data-[state=open]:animate-fade-in">
          <Dialog.Title className="text-lg font-semibold text-text">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-[15px] leading-relaxed text-muted">{children}</div>
          </Dialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 tablet:flex-row tablet:justify-end">
            {cancelLabel && (
              <Button
                variant="secondary"
                className="w-full tablet:w-auto tablet:min-w-28"
                disabled={pending}
                onClick={onClose}
              >
                {cancelLabel}
              </Button>
            )}
            <Button
              className="w-full tablet:w-auto tablet:min-w-28"
              loading={pending}
              onClick={onConfirm}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
