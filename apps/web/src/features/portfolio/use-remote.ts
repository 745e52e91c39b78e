import { startTransition, useEffect, useState } from 'react';
import { errorMessage } from '../../lib/error-message';

export type Remote<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; message: string; retry: () => void };

/**
 * Loads what a panel shows whenever its key changes; a newer load aborts the older one, so a fast
 * switch of account code never shows the previous code's figures.
 */
export function useRemote<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal)
      .then((data) => {
        // As a transition, so drawing the figures yields to the browser.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(error);
        setState({ status: 'error', message, retry: () => setAttempt((n) => n + 1) });
      });
    return () => controller.abort();
    // `load` is recreated on every render; the key says when the data is a different one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  return state;
}
