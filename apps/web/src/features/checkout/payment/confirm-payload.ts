import { paiseToRupeeText, type TOnConfirmRequest } from '@cdesk/domain';
import type { Cart } from '../cart/cart-state';

/**
 * The purchase confirm payload of spec 3 section 3, built from the cart as it stands. sessionId is
 * the cart's idempotency key: a retry re-sends it and the gateway answers with the same orders.
 * isPIPConfirm is 'N' until the investor has said yes to the SUCC_WITH_MARS question (spec 3
 * section 4, confirmation loops).
 */
export function confirmPayload(
  cart: Cart,
  client: { browser: string; os: string },
  isPIPConfirm: 'Y' | 'N' = 'N',
): TOnConfirmRequest {
  const neft = cart.neftrtgsrefno !== '';
  return {
    purchaseItemBean: cart.items.map((item) => ({
      ccode: item.ccode || undefined,
      schcode: item.schcode,
      schOpt: item.schOpt || undefined,
      isDirect: item.isDirect,
      trxnType: item.trxnType,
      totalAmount: paiseToRupeeText(BigInt(item.totalAmount)),
      folioNo: item.folioNo || undefined,
      schExch: item.schExch || undefined,
      riskDeclAccepted: item.riskDeclAccepted,
      isNomineeRedirect: item.isNomineeRedirect ?? 'N',
      ...(item.marsTarNo && { marsTarNo: item.marsTarNo }),
      ...(item.sip && {
        sip: {
          freqId: item.sip.freqId,
          installmentDate: item.sip.installmentDate,
          totalNoOfInst: item.sip.totalNoOfInst,
        },
      }),
      ...(item.swp && {
        swp: {
          freqId: item.swp.freqId,
          installmentDate: item.swp.installmentDate,
          startMonth: item.swp.startMonth,
          totalNoOfInst: item.swp.totalNoOfInst,
          swpAmount: paiseToRupeeText(BigInt(item.swp.swpAmount)),
        },
      }),
    })),
    totalAmount: paiseToRupeeText(BigInt(cart.total)),
    neftrtgsamount: neft ? paiseToRupeeText(BigInt(cart.total)) : undefined,
    neftrtgsrefno: cart.neftrtgsrefno || undefined,
    neftrtgsrerefno: neft ? cart.neftrtgsrerefno || cart.neftrtgsrefno : undefined,
    mandateNo: cart.mandateNo || undefined,
    payMode: cart.paymentMode || '8',
    payBankCode: cart.bankCode || undefined,
    payBankAccNo: cart.bankAccNo || undefined,
    payBankType: cart.bankType || undefined,
    isPIPConfirm,
    payerVirtualAddress: cart.payerVirtualAddress || undefined,
    VPAVerifyDtlSrNo: cart.VPAVerifyDtlSrNo || undefined,
    browser: client.browser,
    os: client.os,
    sessionId: cart.sessionId,
    serviceType: cart.serviceType,
    euinDeclAccepted: cart.euinDeclAccepted,
    riskDeclContent: cart.riskDeclContent || undefined,
    riskProfileId: cart.riskProfileId || undefined,
  };
}
