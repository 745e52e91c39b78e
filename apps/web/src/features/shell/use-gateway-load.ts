import type { GatewayCall, ReplyOf, RequestOf } from '@cdesk/domain';
import { useCallback, useEffect, useState } from 'react';
import { gatewayCall } from '../../lib/api';
import { errorMessage } from '../../lib/error-message';

export type GatewayLoad<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * Loads what a page shows from one gateway call: loading, the data, or the server's message;
 * `retry` asks again and `update` changes what is shown after an action on it.
 */
export function useGatewayLoad<C extends GatewayCall>(call: C, body: RequestOf<C>) {
  const [load, setLoad] = useState<GatewayLoad<ReplyOf<C>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(body);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    gatewayCall(call, JSON.parse(key) as RequestOf<C>, { signal: controller.signal })
      .then((data) => setLoad({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = errorMessage(error);
        setLoad({ status: 'error', message });
      });
    return () => controller.abort();
    // The path stands for the call: React keeps its dependencies, and with the call object the
    // bundle would keep its schemas, while only its path may reach the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call.path, key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback(
    (change: (data: ReplyOf<C>) => ReplyOf<C>) =>
      setLoad((current) =>
        current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current,
      ),
    [],
  );
  return { load, retry, update };
}
