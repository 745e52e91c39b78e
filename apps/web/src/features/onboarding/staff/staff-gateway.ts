import { type GatewayCall, type ReplyOf, type RequestOf, type TStaff } from '@cdesk/domain';
import { useSyncExternalStore } from 'react';
import { ApiError, gatewayCall } from '../../../lib/api';
import { navigateTo } from '../../../lib/navigation';

/** Where the staff pages live, under the registration area. */
export const staffPaths = {
  login: '/tradereg/staff/login',
  applications: '/tradereg/staff/applications',
  application: (refNo: string) => `/tradereg/staff/applications/${encodeURIComponent(refNo)}`,
} as const;

const storageKey = 'cdesk.staff';

interface StaffSession {
  token: string;
  staff: TStaff | null;
}

const listeners = new Set<() => void>();
let cached: StaffSession | undefined;

function read(): StaffSession {
  if (cached) return cached;
  try {
    const saved = JSON.parse(sessionStorage.getItem(storageKey) ?? 'null') as StaffSession | null;
    cached = saved?.token ? saved : { token: '', staff: null };
  } catch {
    cached = { token: '', staff: null };
  }
  return cached;
}

function write(next: StaffSession) {
  cached = next;
  if (next.token) sessionStorage.setItem(storageKey, JSON.stringify(next));
  else sessionStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

export const startStaffSession = (token: string, staff: TStaff) => write({ token, staff });
export const endStaffSession = () => write({ token: '', staff: null });

/** The staff session of this tab (kept for the tab's life only). */
export function useStaffSession(): StaffSession {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    read,
  );
}

/** Calls the gateway as the logged-in member of staff; an expired session goes back to the login. */
export async function staffCall<C extends GatewayCall>(
  call: C,
  body: RequestOf<C>,
): Promise<ReplyOf<C>> {
  try {
    return await gatewayCall(call, body, { token: read().token });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      endStaffSession();
      navigateTo(staffPaths.login, { replace: true });
    }
    throw error;
  }
}
