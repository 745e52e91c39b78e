import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { accessSlice, sessionCleared } from './access-slice';
import { listingSlice } from './listing-slice';
import { noticeSlice } from './notice-slice';
import { loadAccess, saveAccess, TOKEN_KEY } from './persist';

export const store = configureStore({
  reducer: {
    access: accessSlice.reducer,
    notice: noticeSlice.reducer,
    listing: listingSlice.reducer,
  },
  preloadedState: { access: loadAccess() },
});

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

let saved = store.getState().access;
store.subscribe(() => {
  const access = store.getState().access;
  if (access === saved) return;
  saved = access;
  saveAccess(access);
});

// A logout in another tab removes x-token; this tab follows instead of calling with a dead token.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY && event.newValue === null && store.getState().access.is_login) {
    store.dispatch(sessionCleared());
  }
});
