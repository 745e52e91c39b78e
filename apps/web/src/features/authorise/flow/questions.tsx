import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ConfirmQuestion } from '../../../ui/confirm-question';

const MessageDialog = lazy(async () => ({
  default: (await import('../../../ui/dialog')).MessageDialog,
}));

type Open =
  | { kind: 'ask'; text: string | readonly string[]; resolve: (yes: boolean) => void }
  | { kind: 'tell'; title: string; text: string; resolve: () => void };

/**
 * The questions an authorisation asks on its way (spec 3 section 4), as promises: `ask` answers
 * yes or no (Esc is no), `tell` resolves when the message is closed. `dialog` is what to render.
 * Several things to accept are asked together: one dialog, one answer for all of them.
 */
export function useQuestions() {
  const [open, setOpen] = useState<Open | null>(null);
  const current = useRef<Open | null>(null);

  const show = useCallback((next: Open | null) => {
    current.current = next;
    setOpen(next);
  }, []);

  const ask = useCallback(
    (text: string | readonly string[]) =>
      new Promise<boolean>((resolve) => {
        show({ kind: 'ask', text, resolve });
      }),
    [show],
  );
  const tell = useCallback(
    (text: string, title = 'Information') =>
      new Promise<void>((resolve) => {
        show({ kind: 'tell', title, text, resolve });
      }),
    [show],
  );

  const answer = useCallback(
    (yes: boolean) => {
      const asked = current.current;
      if (!asked) return;
      show(null);
      if (asked.kind === 'ask') asked.resolve(yes);
      else asked.resolve();
    },
    [show],
  );

  const dialog: ReactNode = useMemo(() => {
    if (!open) return null;
    if (open.kind === 'ask')
      return (
        <ConfirmQuestion onYes={() => answer(true)} onNo={() => answer(false)}>
          {typeof open.text === 'string' ? (
            open.text
          ) : (
            <span className="flex flex-col gap-3">
              {open.text.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </span>
          )}
        </ConfirmQuestion>
      );
    return (
      <Suspense fallback={null}>
        <MessageDialog
          open
          title={open.title}
          onConfirm={() => answer(false)}
          onClose={() => answer(false)}
        >
          {open.text}
        </MessageDialog>
      </Suspense>
    );
  }, [open, answer]);

  return { ask, tell, dialog };
}
