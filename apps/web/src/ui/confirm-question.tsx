import { lazy, Suspense, type ReactNode } from 'react';

const MessageDialog = lazy(async () => ({
  default: (await import('./dialog')).MessageDialog,
}));

interface ConfirmQuestionProps {
  /** The gateway's question, shown as it came. */
  children: ReactNode;
  onYes: () => void;
  onNo: () => void;
  pending?: boolean;
}

/**
 * The gateway's yes/no question before an order goes on ("Please confirm", "Yes, proceed", "No"),
 * its dialog fetched only when a question is asked.
 */
export function ConfirmQuestion({ children, onYes, onNo, pending }: ConfirmQuestionProps) {
  return (
    <Suspense fallback={null}>
      <MessageDialog
        open
        title="Please confirm"
        confirmLabel="Yes, proceed"
        cancelLabel="No"
        pending={pending}
        onConfirm={onYes}
        onClose={onNo}
      >
        {children}
      </MessageDialog>
    </Suspense>
  );
}
