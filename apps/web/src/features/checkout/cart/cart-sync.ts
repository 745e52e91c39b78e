import { getCartCall, saveCartCall, type TSavedCart } from '@cdesk/domain';
import { useEffect } from 'react';
import { gatewayCall } from '../../../lib/api';
import { stableJson } from '../../../lib/stable-json';
import { store, useAppSelector } from '../../../lib/store';
import { savedCartLoaded } from './cart-slice';
import type { Cart, TransactionCartState } from './cart-state';
import { selectTransactionCart } from './cart-store';

const linesOf = (cart: Cart) => ({ items: cart.items, sessionId: cart.sessionId });

type SavedLines = Pick<TSavedCart, 'cart' | 'nfoCart'>;

function bodyOf(state: TransactionCartState): SavedLines {
  return { cart: linesOf(state.cart), nfoCart: linesOf(state.nfoCart) };
}

const keyOf = (body: SavedLines) => stableJson({ cart: body.cart, nfoCart: body.nfoCart });

const currentBody = () => bodyOf(selectTransactionCart(store.getState()));

/**
 * The cart follows the investor from browser to browser: loaded from the gateway when the desk
 * opens for a session, saved at once after every change of its lines, one save at a time.
 * `saved` is what the server holds, so only real changes are sent; null until the session's cart
 * has been loaded.
 */
let session: { token: string; saved: string | null; saving: boolean } | null = null;

async function save(token: string): Promise<void> {
  const body = currentBody();
  const sent = keyOf(body);
  if (session?.token !== token || sent === session.saved) return;
  const reply = await gatewayCall(saveCartCall, body, { keepalive: true });
  if (session?.token !== token) return;
  session.saved = keyOf(reply);
  // The server keeps a cart paid meanwhile empty: the page shows that, unless the investor has
  // changed the cart since this save went out.
  if (session.saved !== sent && keyOf(currentBody()) === sent)
    store.dispatch(savedCartLoaded(reply));
}

/** Saves what changed; a change made while a save is on its way follows it once it is back. */
function saveChanges(): void {
  const current = session;
  if (!current || current.saving || current.saved === null) return;
  if (keyOf(currentBody()) === current.saved) return;
  current.saving = true;
  save(current.token).then(
    () => {
      current.saving = false;
      saveChanges();
    },
    // A save that fails is tried again with the next change, or at the next load.
    () => {
      current.saving = false;
    },
  );
}

async function load(token: string): Promise<void> {
  const before = keyOf(currentBody());
  const reply = await gatewayCall(getCartCall, {});
  if (session?.token !== token) return;
  session.saved = keyOf(reply);
  // Changed while the answer was on its way: what the investor just did wins, and is saved.
  if (keyOf(currentBody()) !== before) saveChanges();
  else if (before !== session.saved) store.dispatch(savedCartLoaded(reply));
}

let seen: TransactionCartState | undefined;
store.subscribe(() => {
  if (session && session.token !== store.getState().access.token) session = null;
  // Most changes of the store are not the cart's.
  const cart = selectTransactionCart(store.getState());
  if (cart === seen) return;
  seen = cart;
  saveChanges();
});

/** Loads the session's saved cart once the desk opens, and keeps it saved from then on. */
export function useSavedCart(): void {
  const token = useAppSelector((state) => state.access.token);
  useEffect(() => {
    if (!token || session?.token === token) return;
    session = { token, saved: null, saving: false };
    void load(token).catch(() => {
      if (session?.token === token) session = null;
    });
  }, [token]);
}
