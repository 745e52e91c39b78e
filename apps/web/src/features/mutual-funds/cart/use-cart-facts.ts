import { useEffect, useState } from 'react';
import { useAppSelector } from '../../../app/store';
import { cartCalls, exchangeInfoRequest, type CutoffDetail, type ExchangeInfo } from './cart-calls';
import type { Cart } from './cart-state';

/**
 * What the cart screen and the payment screen learn from the gateway about the cart as it
 * stands: the cut-offs (getCuttofDetail) and routing and risk facts (getExchangeInfo).
 */
export function useCartFacts(cart: Cart, nfo: boolean) {
  const account = useAppSelector((state) => ({
    njAcNo: state.access.njacno,
    accType: state.access.accType,
  }));
  const [cutoff, setCutoff] = useState<CutoffDetail | null>(null);
  const [exchange, setExchange] = useState<ExchangeInfo | null>(null);
  const [exchangeFailed, setExchangeFailed] = useState('');
  const request = exchangeInfoRequest(cart, account, nfo);
  const key = JSON.stringify(request);

  useEffect(() => {
    let live = true;
    cartCalls.getCuttofDetail().then(
      (detail) => live && setCutoff(detail),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (request.exchangeSchemeDetails.length === 0) return;
    let live = true;
    setExchangeFailed('');
    cartCalls.getExchangeInfo(JSON.parse(key) as typeof request).then(
      (info) => live && setExchange(info),
      (error: unknown) =>
        live && setExchangeFailed(error instanceof Error ? error.message : 'error'),
    );
    return () => {
      live = false;
    };
    // The key is the request: asked again only when what is sent changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { cutoff, exchange, exchangeFailed };
}
