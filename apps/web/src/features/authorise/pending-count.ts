import { useEffect, useSyncExternalStore } from 'react';
import { getMarsAuthPendingTrxnsCountCall, getTotalNonMarsCountCall } from '@cdesk/domain';
import { ApiError, gatewayCall } from '../../lib/api';
import { store, useAppSelector } from '../../lib/store';
import { readJson, writeJson } from '../../lib/storage';

/**
 * How many transactions wait for the client's authorisation: getTotalNonMarsCount plus the MARS
 * count (spec 3 section 7), shared by the menu item and the dashboard. Asked whenever one of them
 * mounts (one request at a time) and set by the pending list when it loads. The last count of the
 * session is remembered in the tab, so that a dashboard opened again shows its card in the first
 * paint instead of pushing the page down when the answer comes.
 */
interface Known {
  token: string;
  count: number;
}
const rememberedKey = 'cdesk.pendingAuthCount';
/** The session a remembered count belongs to, told by its token's end (the token is not copied). */
const sessionMark = (token: string) => token.slice(-12);

function remembered(): Known | null {
  const saved = readJson<{ session?: unknown; count?: unknown }>('session', rememberedKey);
  if (typeof saved?.session !== 'string' || saved.session.length !== 12) return null;
  if (typeof saved.count !== 'number' || !Number.isInteger(saved.count) || saved.count < 0)
    return null;
  return { token: saved.session, count: saved.count };
}

let known: Known | null = remembered();
let asking: { token: string; promise: Promise<void> } | null = null;
const listeners = new Set<() => void>();

function publish(next: Known): void {
  known = next;
  writeJson('session', rememberedKey, { session: sessionMark(next.token), count: next.count });
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The MARS count where MARS answers; an account without MARS has none waiting. */
async function marsCount(): Promise<number> {
  try {
    return (await gatewayCall(getMarsAuthPendingTrxnsCountCall, {})).count;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    return 0;
  }
}

function ask(token: string): Promise<void> {
  if (asking?.token === token) return asking.promise;
  const promise = Promise.all([gatewayCall(getTotalNonMarsCountCall, {}), marsCount()])
    .then(([nonMars, mars]) => publish({ token, count: nonMars.count + mars }))
    .catch(() => undefined)
    .finally(() => {
      if (asking?.promise === promise) asking = null;
    });
  asking = { token, promise };
  return promise;
}

/** Asks the count for the logged-in client unless it is known, before the desk's first page. */
export function primePendingCount(): Promise<void> {
  const { is_login, token } = store.getState().access;
  if (!is_login || !token) return Promise.resolve();
  if (known && (known.token === token || known.token === sessionMark(token))) {
    return Promise.resolve();
  }
  return ask(token);
}

/** Something was authorised or rejected: the count is asked again. */
export function refreshPendingCount(): void {
  const token = known?.token;
  if (token) void ask(token);
}

/** The pending list has counted what waits: the menu and the dashboard show it at once. */
export function pendingCounted(token: string, count: number): void {
  publish({ token, count });
}

/** The count for the logged-in client; null until known (and for a visitor). */
export function usePendingAuthCount(): number | null {
  const token = useAppSelector((state) => (state.access.is_login ? state.access.token : ''));
  useEffect(() => {
    if (token) void ask(token);
  }, [token]);
  const current = useSyncExternalStore(subscribe, () => known);
  if (!token || !current) return null;
  return current.token === token || current.token === sessionMark(token) ? current.count : null;
}
