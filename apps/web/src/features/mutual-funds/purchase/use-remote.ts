import { useEffect, useState } from 'react';

/**
 * The latest answer of a call that depends on what the investor is typing: waits `delayMs` after
 * the last change, and drops answers to questions no longer asked. `key` null asks nothing.
 */
export function useRemote<T>(key: string | null, load: () => Promise<T>, delayMs = 0) {
  const [state, setState] = useState<{ key: string | null; value: T | null; failed: boolean }>({
    key: null,
    value: null,
    failed: false,
  });

  useEffect(() => {
    if (key === null) return;
    let live = true;
    const timer = window.setTimeout(() => {
      load().then(
        (value) => live && setState({ key, value, failed: false }),
        () => live && setState({ key, value: null, failed: true }),
      );
    }, delayMs);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
    // `load` is a fresh closure each render; the key says when the question changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, delayMs]);

  const current = state.key === key;
  return {
    value: current ? state.value : null,
    failed: current && state.failed,
    loading: key !== null && !current,
  };
}
