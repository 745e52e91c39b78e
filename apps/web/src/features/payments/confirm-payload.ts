import { rupees } from '../mutual-funds/cart/cart-calls';
import type { Cart } from '../mutual-funds/cart/cart-state';

/** The purchase confirm payload of spec 3 section 3, built from the cart as it stands. */
export function confirmPayload(
  cart: Cart,
  client: { browser: string; os: string },
  sessionId: string,
) {
  return {
    purchaseItemBean: cart.items.map((item) => ({
      ccode: item.ccode,
      schcode: item.schcode,
      trxnType: item.trxnType,
      isDirect: item.isDirect,
      schOpt: item.schOpt,
      schExch: item.schExch,
      folioNo: item.folioNo,
      totalAmount: rupees(item.totalAmount),
      riskDeclAccepted: item.riskDeclAccepted,
      ...(item.sip && {
        sipFreq: item.sip.freqId,
        sipInstallmentDate: item.sip.installmentDate,
        sipStartDate: item.sip.startDate,
        sipEndDate: item.sip.endDate,
        sipNoOfInst: item.sip.noOfInst,
      }),
      ...(item.swp && {
        swpFreq: item.swp.freqId,
        swpInstallmentDate: item.swp.installmentDate,
        swpStartDate: item.swp.startDate,
        swpEndDate: item.swp.endDate,
        swpNoOfInst: item.swp.noOfInst,
        swpAmount: rupees(item.swp.amount),
      }),
    })),
    totalAmount: rupees(cart.total),
    neftrtgsamount: cart.neftrtgsrefno ? rupees(cart.total) : '',
    neftrtgsrefno: cart.neftrtgsrefno,
    neftrtgsrerefno: cart.neftrtgsrerefno,
    mandateNo: cart.mandateNo,
    payMode: cart.paymentMode,
    payBankCode: cart.bankCode,
    payBankAccNo: cart.bankAccNo,
    payBankType: cart.bankType,
    isPIPConfirm: 'Y',
    payerVirtualAddress: cart.payerVirtualAddress,
    browser: client.browser,
    os: client.os,
    sessionId,
    serviceType: cart.serviceType,
    euinDeclAccepted: cart.euinDeclAccepted,
    riskDeclContent: cart.riskDeclContent,
    riskProfileId: cart.riskProfileId,
    /** The same key on a retry: the gateway answers with the first order instead of a second. */
    idempotencyKey: cart.requestKey,
  };
}
