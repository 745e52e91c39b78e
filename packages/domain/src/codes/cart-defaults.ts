import type { TCart, TCartSlice } from '../contracts/mutual-funds/cart.js';
import { purchaseConstants } from './purchase-constants.js';

/** The defaults a cart clears to. */
export function emptyCart(sessionId = ''): TCart {
  return {
    isAddMore: false,
    cartState: purchaseConstants.defaultCartState,
    total: 0,
    totalBrokerage: 0,
    items: [],
    paymentMode: '',
    bankCode: '',
    bankAccNo: '',
    bankType: '',
    neftrtgsamount: 0,
    neftrtgsrefno: '',
    neftrtgsrerefno: '',
    mandateNo: '',
    trxnDetail: null,
    transactionDetail: null,
    bankName: '',
    bankAccMak: '',
    njDeclId: '',
    amcDeclId: '',
    serviceType: purchaseConstants.defaultServiceType,
    euinDeclAccepted: 'N',
    riskDeclContent: '',
    riskProfileId: '',
    VPAVerifyDtlSrNo: '',
    isVPAddressValid: false,
    bankIfscCode: '',
    payerVirtualAddress: '',
    sessionId,
  };
}

export function emptyCartSlice(sessionId = ''): TCartSlice {
  return {
    product: '',
    mode: '',
    type: '',
    upiTimer: purchaseConstants.upiTimeoutMs,
    cart: emptyCart(sessionId),
  };
}
