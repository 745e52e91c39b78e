import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';

export type Loaded<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** Loads a screen's data when `key` changes; `reload` asks again (after a failed attempt). */
export function useLoad<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current || (error instanceof ApiError && error.status === 401)) return;
        const message = errorMessage(error);
        setState({ status: 'error', message });
      },
    );
    return () => {
      current = false;
    };
    // `load` is a new closure on each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
