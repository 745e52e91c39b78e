import { readJson, writeJson } from '../../../lib/storage';
import { rootReducer, store, useAppSelector, type RootState } from '../../../lib/store';
import { cartRestored, transactionCartSlice } from './cart-slice';
import { initialTransactionCart, type TransactionCartState } from './cart-state';

declare module '../../../lib/store' {
  export interface LazyLoadedSlices {
    transactionCart: TransactionCartState;
  }
}

const CART_KEY = 'cdesk:transactionCart';

interface SavedCart {
  owner: string;
  state: TransactionCartState;
}

const injected = transactionCartSlice.injectInto(rootReducer);

export const selectTransactionCart = (state: RootState): TransactionCartState =>
  injected.selectSlice(state);

export const useTransactionCart = () => useAppSelector(selectTransactionCart);

/** A saved cart is somebody's: it is restored only for the account that filled it. */
function restore(): void {
  const owner = store.getState().access.njacno;
  const saved = readJson<SavedCart>('local', CART_KEY);
  if (owner && saved?.owner === owner && saved.state?.cart && saved.state.nfoCart) {
    store.dispatch(cartRestored({ ...initialTransactionCart(), ...saved.state }));
  }
  let last = selectTransactionCart(store.getState());
  store.subscribe(() => {
    const state = store.getState();
    const cart = selectTransactionCart(state);
    if (cart === last) return;
    last = cart;
    writeJson('local', CART_KEY, { owner: state.access.njacno, state: cart } satisfies SavedCart);
  });
}

restore();
