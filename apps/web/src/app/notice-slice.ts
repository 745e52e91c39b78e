import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

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
}

const initialState: NoticeState = { loginNotice: null, errorPageMessage: '' };

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
  },
});

export const { loginNoticeSet, errorPageMessageSet } = noticeSlice.actions;
