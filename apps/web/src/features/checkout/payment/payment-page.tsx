import { useLocation } from 'react-router';
import { useTransactionCart } from '../cart/cart-store';
import { EmptyCart } from '../cart/empty-cart';
import { PaymentConfirm } from './payment-confirm';
import { PaymentOptions } from './payment-options';
import { usePaymentChoice } from './use-payment-choice';

/** Payment (spec 3 section 9 pay modes): mode, bank, the mode's own details, then Confirm. */
export function PaymentPage() {
  const nfo = useLocation().pathname.startsWith('/transact/nfo');
  const state = useTransactionCart();
  const cart = nfo ? state.nfoCart : state.cart;
  const choice = usePaymentChoice(nfo, cart);

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Payment</h1>
      {cart.items.length === 0 ? (
        <EmptyCart nfo={nfo} />
      ) : (
        <div className="mt-6 grid max-w-5xl gap-6 desktop:grid-cols-[1fr_340px]">
          <PaymentOptions nfo={nfo} cart={cart} choice={choice} />
          <PaymentConfirm nfo={nfo} cart={cart} choice={choice} />
        </div>
      )}
    </main>
  );
}
