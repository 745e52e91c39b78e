import type { EntryOrigin, RegistrationAccountType, RegistrationChannel } from '@cdesk/domain';
import { useSyncExternalStore } from 'react';
import { readJson, removeItem, writeJson } from '../../lib/storage';

/**
 * The registration of this browser: the session's bearer value after the OTP login, and the
 * application being filled with its reference token. Kept in local storage so that a closed tab
 * comes back to it; the server's rows decide whether the tokens still work.
 */
export interface RegState {
  /** How the person came in (the entry route), before and after the login. */
  origin: EntryOrigin;
  accountType: RegistrationAccountType;
  /** A partner's registration link (the dclogin routes). */
  linkRefNo: string;
  /** The login the OTP was sent to, until it is verified. */
  loginType: RegistrationChannel;
  loginValue: string;
  sentTo: string;
  otpSeconds: number;
  sessionRefToken: string;
  partnerCode: string;
  refNo: string;
  refToken: string;
}

const key = 'cdesk:registration';

const empty: RegState = {
  origin: 'CLIENT',
  accountType: 'EW',
  linkRefNo: '',
  loginType: 'Mobile',
  loginValue: '',
  sentTo: '',
  otpSeconds: 0,
  sessionRefToken: '',
  partnerCode: '',
  refNo: '',
  refToken: '',
};

let state: RegState = { ...empty, ...readJson<Partial<RegState>>('local', key) };
const listeners = new Set<() => void>();

export function regState(): RegState {
  return state;
}

export function updateReg(patch: Partial<RegState>): void {
  state = { ...state, ...patch };
  writeJson('local', key, state);
  for (const listener of listeners) listener();
}

/** Ends the registration in this browser: the tokens go; the entry origin stays. */
export function clearRegSession(): void {
  const { origin, accountType, linkRefNo } = state;
  state = { ...empty, origin, accountType, linkRefNo };
  removeItem('local', key);
  writeJson('local', key, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useRegState(): RegState {
  return useSyncExternalStore(subscribe, regState, regState);
}
