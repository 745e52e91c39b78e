import { useEffect, useState } from 'react';
import { checkLoginIdAvailability } from './forced-calls';

export type Availability =
  { status: 'idle' | 'checking' } | { status: 'available' | 'taken'; message: string };

const DEBOUNCE_MS = 400;

/** Asks the server whether `loginId` is free, once typing pauses; '' means nothing to ask. */
export function useAvailability(loginId: string): Availability {
  const [state, setState] = useState<Availability>({ status: 'idle' });

  useEffect(() => {
    if (!loginId) return setState({ status: 'idle' });
    setState({ status: 'checking' });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkLoginIdAvailability(loginId, controller.signal)
        .then(({ available, message }) =>
          setState({ status: available ? 'available' : 'taken', message }),
        )
        // Not knowing is not a refusal: Save asks the server again anyway.
        .catch(() => !controller.signal.aborted && setState({ status: 'idle' }));
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [loginId]);

  return state;
}
