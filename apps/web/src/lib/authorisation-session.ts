import { readJson, removeItem, writeJson } from './storage';

/**
 * The authorisation login of an authorise link (spec 1 section 5, spec 3 section 6): a PIN or
 * date-of-birth login that opens nothing but authorising. Kept for this tab only, so the bank's
 * page, the depository or a reload bring the client back to the same authorisation; a desk login
 * always takes precedence over it.
 */
const KEY = 'cdesk:authorisation';

export interface AuthorisationLogin {
  token: string;
  /** The account the login is for: a link for another account asks again. */
  njAcNo: string;
}

let current: AuthorisationLogin | null = read();
/** Set while an authorise page is on screen: only then do gateway calls carry the token. */
let active = false;
const listeners = new Set<() => void>();

function read(): AuthorisationLogin | null {
  const saved = readJson<Partial<AuthorisationLogin>>('session', KEY);
  return saved && typeof saved.token === 'string' && typeof saved.njAcNo === 'string'
    ? { token: saved.token, njAcNo: saved.njAcNo }
    : null;
}

function publish(next: AuthorisationLogin | null): void {
  current = next;
  if (next) writeJson('session', KEY, next);
  else removeItem('session', KEY);
  for (const listener of listeners) listener();
}

export const authorisationSession = {
  get: (): AuthorisationLogin | null => current,
  save: (login: AuthorisationLogin) => publish(login),
  clear: () => {
    if (current) publish(null);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The token gateway calls carry, '' unless an authorise page is showing. */
  token: (): string => (active && current ? current.token : ''),
  setActive(value: boolean): void {
    active = value;
  },
};
