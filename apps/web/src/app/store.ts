import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { accessSlice, sessionCleared } from './access-slice';
import { noticeSlice } from './notice-slice';
import { loadAccess, saveAccess } from './persist';
import { TOKEN_KEY } from './token-key';

/** Slices that load with their feature's routes (`rootReducer.inject`), declared by the feature. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(
  accessSlice,
  noticeSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export const store = configureStore({
  reducer: rootReducer,
  preloadedState: { access: loadAccess() },
});

export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = typeof store.dispatch;
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

let saved = store.getState().access;
store.subscribe(() => {
  const access = store.getState().access;
  if (access === saved) return;
  const tokenChanged = access.token !== saved.token || access.is_login !== saved.is_login;
  saved = access;
  saveAccess(access, tokenChanged);
});

// A logout in another tab removes x-token; this tab follows instead of calling with a dead token.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY && event.newValue === null && store.getState().access.is_login) {
    store.dispatch(sessionCleared());
  }
});
