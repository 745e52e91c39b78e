import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readJson, removeItem, writeJson } from './storage';

declare module './store' {
  export interface StaticSlices {
    notice: NoticeState;
  }
}

/**
 * The session ended: logout, expiry or a failed login. Every slice that holds the investor's data
 * empties itself on it; the access slice keeps only the login method chosen.
 */
export const sessionCleared = createAction('access/sessionCleared');

export interface Notice {
  tone: 'info' | 'error';
  text: string;
}

/** Messages that outlive the page that caused them: shown once by the page they lead to. */
export interface NoticeState {
  /** Shown above the login form (session expired, logged out). */
  loginNotice: Notice | null;
  /** The 417 message for /transact/errorPage. */
  errorPageMessage: string;
  /** Where the login gate sends the user after a logout with a branch code (/ewa/login?nb=). */
  logoutTarget: string | null;
  /** Shown once at the top of the logged-in page at `path` (a password changed, then home). */
  flash: (Notice & { path: string }) | null;
}

const STASH_KEY = 'cdesk:login-notice';

/** Keeps a login notice across the full page load that follows a logout. */
export function stashLoginNotice(notice: Notice): void {
  writeJson('session', STASH_KEY, notice);
}

function unstashLoginNotice(): Notice | null {
  const notice = readJson<Notice>('session', STASH_KEY);
  removeItem('session', STASH_KEY);
  return typeof notice?.text === 'string' ? { tone: 'info', text: notice.text } : null;
}

// Read once per page load (a lazy initial state would run more than once and lose it).
const initialState: NoticeState = {
  loginNotice: unstashLoginNotice(),
  errorPageMessage: '',
  logoutTarget: null,
  flash: null,
};

export const noticeSlice = createSlice({
  name: 'notice',
  initialState,
  reducers: {
    loginNoticeSet(state, action: PayloadAction<Notice | null>) {
      state.loginNotice = action.payload;
    },
    errorPageMessageSet(state, action: PayloadAction<string>) {
      state.errorPageMessage = action.payload;
    },
    logoutTargetSet(state, action: PayloadAction<string | null>) {
      state.logoutTarget = action.payload;
    },
    flashSet(state, action: PayloadAction<(Notice & { path: string }) | null>) {
      state.flash = action.payload;
    },
  },
});

export const { loginNoticeSet, errorPageMessageSet, logoutTargetSet, flashSet } =
  noticeSlice.actions;
