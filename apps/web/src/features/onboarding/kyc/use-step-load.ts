import type { GatewayCall, ReplyOf, RequestOf } from '@cdesk/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { regCall } from '../reg-gateway';

/**
 * A screen's load call, made again when `key` changes (another holder): its data once it came,
 * or the server's message when it failed.
 */
export function useStepLoad<C extends GatewayCall>(call: C, body: RequestOf<C>, key: string) {
  const [state, setState] = useState<{ key: string; data?: ReplyOf<C>; error?: string }>({ key });
  useEffect(() => {
    const controller = new AbortController();
    regCall(call, body, { signal: controller.signal }).then(
      (data) => setState({ key, data }),
      (error: unknown) =>
        !controller.signal.aborted && setState({ key, error: errorMessage(error) }),
    );
    return () => controller.abort();
    // The body is the key's: a new key is a new body.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [call, key]);
  const current = state.key === key ? state : { key };
  return { data: current.data, error: current.error ?? '' };
}
