import { type GatewayCall, refTokenHeader, type ReplyOf, type RequestOf } from '@cdesk/domain';
import { useSyncExternalStore } from 'react';
import { ApiError, gatewayCall } from '../../lib/api';
import { gatewayFile } from '../../lib/gateway-file';
import { navigateTo } from '../../lib/navigation';
import { areaOfPath, regPath } from './reg-area';
import { regState } from './reg-state';

let pending = 0;
const listeners = new Set<() => void>();
const setPending = (change: number) => {
  pending = Math.max(0, pending + change);
  for (const listener of listeners) listener();
};

/** Whether a registration call is on its way: the frame shows its loader meanwhile (spec 2, 4). */
export function useRegBusy(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending > 0,
    () => false,
  );
}

function currentArea() {
  return areaOfPath(window.location.pathname.replace(/^\/cdesk/, ''));
}

/**
 * Calls the registration gateway with the session's bearer value and the application's
 * reference token (`X-Ref-Token`). A 401 shows the auth-error page (which ends the registration
 * here); a 403 UNAUTHORIZED_ACCESS shows the unauthorised page.
 */
export async function regCall<C extends GatewayCall>(
  call: C,
  body: RequestOf<C>,
  options: { signal?: AbortSignal } = {},
): Promise<ReplyOf<C>> {
  const { sessionRefToken, refToken } = regState();
  const area = currentArea();
  setPending(1);
  try {
    return await gatewayCall(call, body, {
      signal: options.signal,
      token: sessionRefToken,
      headers: {
        'x-reg-area': area,
        ...(refToken ? { [refTokenHeader]: `Bearer ${refToken}` } : {}),
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // The auth-error page forgets the tokens: forgetting them here would make the page on
      // screen send the person to the login before the auth-error page has come.
      navigateTo(regPath(area, 'auth-error'), { replace: true });
    } else if (error instanceof ApiError && error.errCode === 'UNAUTHORIZED_ACCESS') {
      navigateTo(regPath(area, 'unauthorised-access'), { replace: true });
    }
    throw error;
  } finally {
    setPending(-1);
  }
}

/** A file of the application (a PDF), fetched with the registration's tokens, as a blob. */
export async function regFile(path: string, body: unknown): Promise<Blob> {
  const { sessionRefToken, refToken } = regState();
  setPending(1);
  try {
    return await gatewayFile(path, body, {
      token: sessionRefToken,
      headers: {
        'x-reg-area': currentArea(),
        ...(refToken ? { [refTokenHeader]: `Bearer ${refToken}` } : {}),
      },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      navigateTo(regPath(currentArea(), 'auth-error'), { replace: true });
    throw error;
  } finally {
    setPending(-1);
  }
}
