import { formatPaise, istDate, purchaseScreenMessages } from '@cdesk/domain';
import { useLocation, useNavigate } from 'react-router';
import { useBusinessNow } from '../../../lib/use-business-clock';
import { useAppDispatch } from '../../../lib/store';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { paymentPath, purchasePath } from '../../../lib/paths';
import { CartLine } from './cart-line';
import { CartTotals } from './cart-totals';
import { EmptyCart } from './empty-cart';
import { euinDeclarationSet, itemRemoved, marsPortfolioRemoved } from './cart-slice';
import { useTransactionCart } from './cart-store';
import { navDateNote } from './nav-date';
import { RiskDeclaration } from './risk-declaration';
import { useCutoff } from './use-cutoff';

/** The cart: lines, totals, brokerage and stamp duty, the EUIN and risk declarations, then payment. */
export function CartPage() {
  const nfo = useLocation().pathname.startsWith('/transact/nfo');
  const state = useTransactionCart();
  const cart = nfo ? state.nfoCart : state.cart;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const cutoff = useCutoff();
  const now = useBusinessNow();
  const last = cart.items.at(-1);

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Your cart</h1>
      {cart.items.length === 0 ? (
        <EmptyCart nfo={nfo} />
      ) : (
        <div className="mt-6 grid max-w-5xl gap-6 desktop:grid-cols-[1fr_340px]">
          <Card className="px-5 tablet:px-8">
            <ul aria-label="Cart lines">
              {cart.items.map((item, index) => (
                <CartLine
                  key={`${item.schcode}-${index}`}
                  item={item}
                  navNote={navDateNote(item, cart.paymentMode, cutoff, now)}
                  today={istDate(now)}
                  onRemove={() =>
                    dispatch(
                      item.marsTarNo
                        ? marsPortfolioRemoved({ nfo, marsTarNo: item.marsTarNo })
                        : itemRemoved({ nfo, index }),
                    )
                  }
                  editTo={
                    item === last && !item.marsTarNo
                      ? `${purchasePath(nfo)}?schCode=${item.schcode}&edit=last${item.sip ? '&mode=sip' : ''}`
                      : undefined
                  }
                />
              ))}
            </ul>
          </Card>
          <div className="flex flex-col gap-4">
            <CartTotals nfo={nfo} cart={cart} />
            <Card className="flex flex-col gap-2 p-5 text-sm">
              <Checkbox
                label={purchaseScreenMessages.euinDeclarationText}
                className="items-start"
                checked={cart.euinDeclAccepted === 'Y'}
                onChange={(event) =>
                  dispatch(euinDeclarationSet({ nfo, accepted: event.target.checked }))
                }
              />
              <RiskDeclaration nfo={nfo} cart={cart} />
            </Card>
            <div className="sticky bottom-0 -mx-4 border-t border-border bg-surface p-4 desktop:static desktop:mx-0 desktop:border-0 desktop:bg-transparent desktop:p-0">
              <Button className="w-full" onClick={() => void navigate(paymentPath(nfo))}>
                Proceed to pay {formatPaise(cart.total)}
              </Button>
            </div>
          </div>
        </div>
      )}
    </main>
  );
}
