import { useCallback, useEffect, useState } from 'react';
import { gatewayCall } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';

export type GatewayLoad<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * Loads what a page shows from one gateway call: loading, the data, or the server's message;
 * `retry` asks again and `update` changes what is shown after an action on it.
 */
export function useGatewayLoad<T>(path: string, body: unknown) {
  const [load, setLoad] = useState<GatewayLoad<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(body);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    gatewayCall<T>(path, JSON.parse(key), { signal: controller.signal })
      .then((data) => setLoad({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(error);
        setLoad({ status: 'error', message });
      });
    return () => controller.abort();
  }, [path, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: T) => T) =>
      setLoad((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { load, retry, update };
}
