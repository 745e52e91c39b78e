import {
  getCuttofDetailCall,
  getExchangeInfoCall,
  type TGetExchangeInfoRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../../app/api';
import type { Cart } from './cart-state';

/** Paise as the rupee text the gateway's amounts use: 500050 -> '5000.50'. */
export function rupees(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  return `${whole}.${String(rest).padStart(2, '0')}`;
}

/** common/getExchangeInfo for the cart as it stands, with its pay mode and bank once chosen. */
export function exchangeInfoRequest(
  cart: Cart,
  account: { njAcNo: string; accType: string },
  nfo: boolean,
): TGetExchangeInfoRequest {
  return {
    exchangeSchemeDetails: cart.items.map((item) => ({
      scheme: item.schcode,
      opt: item.schOpt || undefined,
      planType: item.isDirect === 'Y' ? 'D' : 'R',
      nfo: nfo ? 'Y' : 'N',
      totalAmount: rupees(item.totalAmount),
    })),
    totalAmount: rupees(cart.total),
    payMode: cart.paymentMode || undefined,
    bankCode: cart.bankCode || undefined,
    bankAccNo: cart.bankAccNo || undefined,
    njAcNo: account.njAcNo || undefined,
    project: 'EWA',
    accType: account.accType || undefined,
    mode: 'P',
    trxnType: 'PIP',
  };
}

export const cartCalls = {
  getCuttofDetail: () => gatewayCall(getCuttofDetailCall, {}),
  getExchangeInfo: (body: TGetExchangeInfoRequest) => gatewayCall(getExchangeInfoCall, body),
};
