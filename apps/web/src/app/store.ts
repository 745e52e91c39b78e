import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { accessSlice } from '../features/access/access-slice';
import { sessionCleared } from '../lib/session-events';
import { noticeSlice } from '../lib/session-events';
import { loadSession, saveSession } from '../lib/persist';
import { provideStore, type LazyLoadedSlices, type RootState } from '../lib/store';
import { TOKEN_KEY } from '../lib/token-key';
import { connectSession } from './gateway-session';

// The slices are imported from their modules rather than their features' index: the entry carries
// these two and nothing else of their features.
export const rootReducer = combineSlices(
  accessSlice,
  noticeSlice,
).withLazyLoadedSlices<LazyLoadedSlices>();

export const store = configureStore({
  reducer: rootReducer,
  preloadedState: { access: loadSession(accessSlice.getInitialState()) },
});

provideStore(store, rootReducer);
connectSession(store);

export type { RootState };

let saved = store.getState().access;
store.subscribe(() => {
  const access = store.getState().access;
  if (access === saved) return;
  const tokenChanged = access.token !== saved.token || access.is_login !== saved.is_login;
  saved = access;
  saveSession(access, tokenChanged);
});

// A logout in another tab removes x-token; this tab follows instead of calling with a dead token.
window.addEventListener('storage', (event) => {
  if (event.key === TOKEN_KEY && event.newValue === null && store.getState().access.is_login) {
    store.dispatch(sessionCleared());
  }
});
