import { useLocation, useSearchParams } from 'react-router';
import { useTransactionCart } from '../../checkout';
import type { OrderKind } from './build-item';

/**
 * What the purchase address asks for: /transact/mutual-funds/purchase-buy-sip?schCode=, its
 * allFunds twins (/allFunds/purchase, /allFunds/sip) and the NFO ones (/transact/nfo/purchase,
 * /transact/nfo/sip); `mode=sip` or a path ending in /sip starts on SIP, `edit=last` edits the
 * cart's last line.
 */
export function usePurchaseRoute() {
  const [params] = useSearchParams();
  const { pathname, state } = useLocation();
  const nfo = pathname.startsWith('/transact/nfo');
  const { cart, nfoCart } = useTransactionCart();
  const own = nfo ? nfoCart : cart;
  const initialKind: OrderKind =
    params.get('mode') === 'sip' || pathname.endsWith('/sip') ? 'SIP' : 'LUMPSUM';
  return {
    nfo,
    /** The cart this purchase goes into: the NFO cart or the mutual fund one. */
    cart: own,
    schCode: params.get('schCode') ?? '',
    initialKind,
    editing: params.get('edit') === 'last' && own.items.length > 0,
    // The nominee wizard sends the investor back with `{ nomineeRedirect: true }` (spec 3 section 4).
    isNomineeRedirect:
      params.get('isNomineeRedirect') === 'Y' ||
      (state as { nomineeRedirect?: boolean } | null)?.nomineeRedirect === true,
  };
}
