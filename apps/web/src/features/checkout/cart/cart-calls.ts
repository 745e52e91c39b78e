import {
  getCuttofDetailCall,
  getExchangeInfoCall,
  paiseToRupeeText,
  type TGetExchangeInfoRequest,
} from '@cdesk/domain';
import { gatewayCall } from '../../../lib/api';
import type { Cart } from './cart-state';

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
      totalAmount: paiseToRupeeText(BigInt(item.totalAmount)),
    })),
    totalAmount: paiseToRupeeText(BigInt(cart.total)),
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
