import { gatewayCall } from '../../../app/api';
import type { Cart } from './cart-state';

const base = 'ewamftrxnsws/api/';

/** purchase/getCuttofDetail: the cut-off times the desk applies, and the coming market holidays. */
export interface CutoffDetail {
  cutOffTime?: string;
  liquidCutOffTime?: string;
  holidayList?: string[];
}

/** common/getExchangeInfo: per item (scheme, opt, planType, nfo, totalAmount) where it is routed. */
export interface ExchangeInfo {
  exchangeSchemeDetails?: { scheme: string; opt: string; planType: 'D' | 'R'; exchange?: string }[];
  riskProfileId?: string;
  riskProfileName?: string;
  riskDeclContent?: string;
  riskProfileSchemeList?: string[];
  upiLimit?: string | number;
}

export interface ExchangeInfoRequest {
  exchangeSchemeDetails: {
    scheme: string;
    opt: string;
    planType: 'D' | 'R';
    nfo: 'Y' | 'N';
    totalAmount: string;
  }[];
  totalAmount: string;
  payMode: string;
  bankCode: string;
  bankAccNo: string;
  njAcNo: string;
  project: 'EWA';
  accType: string;
  mode: string;
  trxnType: 'PIP';
}

/** Paise as the rupee string the gateway's amounts use: 500050 -> '5000.50'. */
export function rupees(paise: number): string {
  const whole = Math.trunc(paise / 100);
  const rest = Math.abs(paise % 100);
  return rest ? `${whole}.${String(rest).padStart(2, '0')}` : String(whole);
}

export function exchangeInfoRequest(
  cart: Cart,
  account: { njAcNo: string; accType: string },
  nfo: boolean,
): ExchangeInfoRequest {
  return {
    exchangeSchemeDetails: cart.items.map((item) => ({
      scheme: item.schcode,
      opt: item.schOpt,
      planType: item.isDirect === 'Y' ? 'D' : 'R',
      nfo: nfo ? 'Y' : 'N',
      totalAmount: rupees(item.totalAmount),
    })),
    totalAmount: rupees(cart.total),
    payMode: cart.paymentMode,
    bankCode: cart.bankCode,
    bankAccNo: cart.bankAccNo,
    njAcNo: account.njAcNo,
    project: 'EWA',
    accType: account.accType,
    mode: 'P',
    trxnType: 'PIP',
  };
}

export const cartCalls = {
  getCuttofDetail: () => gatewayCall<CutoffDetail>(`${base}purchase/getCuttofDetail`, {}),
  getExchangeInfo: (body: ExchangeInfoRequest) =>
    gatewayCall<ExchangeInfo>(`${base}common/getExchangeInfo`, body),
};
