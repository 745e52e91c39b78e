import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from './api';
import { errorMessage } from './error-message';

export type Loaded<T> =
  | { status: 'loading' }
  /** `refreshing`: the answer for an earlier key, shown while the current one is on its way. */
  | { status: 'ready'; data: T; refreshing?: boolean }
  | { status: 'error'; message: string };

export interface GatewayLoadOptions {
  /**
   * While the answer for a new key is on its way the last one stays on screen, marked
   * refreshing, so paging and filtering never blank the page.
   */
  keepPrevious?: boolean;
  /**
   * The answer redraws as a transition: React yields to the browser while it renders, so answers
   * arriving together never make one long task.
   */
  transition?: boolean;
  /** Asks only once the key has stayed the same this long (what the investor is typing). */
  debounceMs?: number;
}

const loading: Loaded<never> = { status: 'loading' };

/**
 * Loads what a screen shows whenever `key` changes: loading, the data, or the server's message.
 * A newer load aborts the older one and its answer is dropped, so a fast switch never shows the
 * previous key's data; `key` null asks nothing (and stays loading). `retry` asks again and
 * `update` changes what is shown after an action on it.
 *
 * `load` is a closure: the key says when it asks something else. A gateway call object never
 * goes into the hook or its dependencies, since React keeps those and with the call object the
 * bundle would keep its schemas, while only its path may reach the browser.
 */
export function useGatewayLoad<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: GatewayLoadOptions = {},
) {
  const { keepPrevious = false, transition = false, debounceMs = 0 } = options;
  const [held, setHeld] = useState<{ key: string | null; state: Loaded<T> }>({
    key: null,
    state: loading,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    setHeld((current) => ({ key, state: waiting(current.state, keepPrevious) }));
    const settle = (state: Loaded<T>) => {
      if (controller.signal.aborted) return;
      if (transition) startTransition(() => setHeld({ key, state }));
      else setHeld({ key, state });
    };
    const run = () => {
      load(controller.signal).then(
        (data) => settle({ status: 'ready', data }),
        (error: unknown) => {
          // A 401 has already taken the user to the login page with its own message.
          if (error instanceof ApiError && error.status === 401) return;
          settle({ status: 'error', message: errorMessage(error) });
        },
      );
    };
    const timer = debounceMs > 0 ? window.setTimeout(run, debounceMs) : undefined;
    if (timer === undefined) run();
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
    // `load` is a new closure on each render; the key says when it asks something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  // What is held belongs to a key: until the effect has asked for the current one, the screen
  // already sees it loading rather than the previous key's data.
  const state = useMemo(
    () => (held.key === key ? held.state : waiting(held.state, keepPrevious)),
    [held, key, keepPrevious],
  );
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setHeld((current) =>
        current.state.status === 'ready'
          ? { ...current, state: { status: 'ready', data: change(current.state.data) } }
          : current,
      ),
    [],
  );
  return { state, data: state.status === 'ready' ? state.data : null, retry, update };
}

/** What a load shows while it asks: loading, or with `keepPrevious` the last answer refreshing. */
function waiting<T>(state: Loaded<T>, keepPrevious: boolean): Loaded<T> {
  return keepPrevious && state.status === 'ready' ? { ...state, refreshing: true } : loading;
}
