import { useEffect, useState } from 'react';
import { activationCheckedThisLoad, fetchActivation } from './post-login-chain';
import { useAppSelector } from '../../lib/store';
import { errorMessage } from '../../lib/error-message';

export type ActivationStatus =
  { status: 'loading' | 'ready' } | { status: 'error'; message: string; retry: () => void };

/**
 * Keeps the activation facts current: fetched once per page load (the saved ones may be out of
 * date) and again whenever they are dropped as stale.
 */
export function useActivation(): ActivationStatus {
  const known = useAppSelector((state) => state.access.activation !== null);
  const stale = useAppSelector((state) => state.access.activationStale);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ActivationStatus>({ status: 'loading' });
  const needed = !known || stale || !activationCheckedThisLoad();

  useEffect(() => {
    if (!needed) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetchActivation(controller.signal)
      .then(() => setState({ status: 'ready' }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(error);
        setState({ status: 'error', message, retry: () => setAttempt((n) => n + 1) });
      });
    return () => controller.abort();
  }, [needed, attempt]);

  return state;
}
