import { loginMethods, type LoginMethod } from '@cdesk/domain';
import { readItem, readJson, removeItem, writeItem, writeJson } from './storage';
import { TOKEN_KEY } from './token-key';

const ACCESS_KEY = 'cdesk:access';

/** What the persisted session must hold, whatever else its slice keeps. */
interface SessionShape {
  login_with: LoginMethod;
  is_login: boolean;
  token: string;
}

/** The saved session over `initial`, or `initial` with the chosen login method when there is none. */
export function loadSession<S extends SessionShape>(initial: S): S {
  const saved = readJson<Partial<S>>('local', ACCESS_KEY);
  const token = readItem('local', TOKEN_KEY);
  const loginWith = loginMethods.find((method) => method === saved?.login_with) ?? 'NJACNO';
  // Without x-token there is no session, whatever else was saved (another tab may have logged out).
  if (!saved || saved.is_login !== true || !token) {
    return { ...initial, login_with: loginWith };
  }
  return { ...initial, ...saved, login_with: loginWith, token };
}

/**
 * Saves the session. x-token is written only when the session itself changed (`tokenChanged`):
 * a header or activation answer must not write back a token that was replaced meanwhile (by
 * another tab's login, or revoked), which would hide that change from the next load.
 */
export function saveSession(state: SessionShape, tokenChanged = true): void {
  writeJson('local', ACCESS_KEY, state);
  if (!tokenChanged) return;
  if (state.is_login && state.token) writeItem('local', TOKEN_KEY, state.token);
  else removeItem('local', TOKEN_KEY);
}
