import { loginMethods } from '@cdesk/domain';
import { initialAccessState, type AccessState } from './access-slice';
import { readItem, readJson, removeItem, writeItem, writeJson } from './storage';
import { TOKEN_KEY } from './token-key';

const ACCESS_KEY = 'cdesk:access';
export { TOKEN_KEY };

export function loadAccess(): AccessState {
  const saved = readJson<Partial<AccessState>>('local', ACCESS_KEY);
  const token = readItem('local', TOKEN_KEY);
  const loginWith = loginMethods.find((method) => method === saved?.login_with) ?? 'NJACNO';
  // Without x-token there is no session, whatever else was saved (another tab may have logged out).
  if (!saved || saved.is_login !== true || !token) {
    return { ...initialAccessState, login_with: loginWith };
  }
  return { ...initialAccessState, ...saved, login_with: loginWith, token };
}

export function saveAccess(state: AccessState): void {
  writeJson('local', ACCESS_KEY, state);
  if (state.is_login && state.token) writeItem('local', TOKEN_KEY, state.token);
  else removeItem('local', TOKEN_KEY);
}
