import type { LoginMethod } from '@cdesk/domain';
import { readJson, removeItem, writeJson } from '../../lib/storage';

const REMEMBER_KEY = 'cdesk:remember-me';

export interface Remembered {
  loginId: string;
  loginWith: LoginMethod;
}

/** Only the login ID and method: never the password. Kept across logouts on purpose. */
export function readRemembered(): Remembered | undefined {
  const saved = readJson<Partial<Remembered>>('local', REMEMBER_KEY);
  if (typeof saved?.loginId !== 'string') return undefined;
  return {
    loginId: saved.loginId,
    loginWith: saved.loginWith === 'LOGINID' ? 'LOGINID' : 'NJACNO',
  };
}

export function saveRemembered(remember: boolean, value: Remembered): void {
  if (remember) writeJson('local', REMEMBER_KEY, value);
  else removeItem('local', REMEMBER_KEY);
}
