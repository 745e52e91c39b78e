import { startTransition, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/** Runs `load` when the keys change, aborting the previous run; a failure becomes a message. */
export function useLoaded<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  keys: readonly unknown[],
): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    // An answer redraws its part of the frame as a transition: React yields to the browser while
    // it renders, so answers arriving together never make one long task.
    load(controller.signal).then(
      (data) =>
        !controller.signal.aborted && startTransition(() => setState({ status: 'ready', data })),
      (error: unknown) =>
        !controller.signal.aborted &&
        startTransition(() => setState({ status: 'error', message: errorMessage(error) })),
    );
    return () => controller.abort();
    // The caller names what the load depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, keys);
  return state;
}
