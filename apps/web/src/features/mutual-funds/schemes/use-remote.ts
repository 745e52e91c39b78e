import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';

export type Remote<T> =
  | { status: 'loading'; previous: T | null }
  | { status: 'ready'; data: T; refreshing: boolean }
  | { status: 'error'; message: string; retry: () => void };

/**
 * Loads what `load` fetches whenever `key` changes, cancelling the request it replaces. While a
 * new answer is on its way the last one stays on screen (marked refreshing), so paging and
 * filtering never blank the page.
 */
export function useRemote<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Remote<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Remote<T>>({ status: 'loading', previous: null });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const controller = new AbortController();
    setState((current) =>
      current.status === 'ready'
        ? { ...current, refreshing: true }
        : { status: 'loading', previous: current.status === 'loading' ? current.previous : null },
    );
    loadRef
      .current(controller.signal)
      .then((data) => setState({ status: 'ready', data, refreshing: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // A 401 has already taken the user to the login page with its own message.
        if (error instanceof ApiError && error.status === 401) return;
        setState({
          status: 'error',
          message: errorMessage(error),
          retry: () => setAttempt((n) => n + 1),
        });
      });
    return () => controller.abort();
  }, [key, attempt]);

  return state;
}
