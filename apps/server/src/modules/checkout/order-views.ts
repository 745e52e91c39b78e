import {
  defaultMfExchange,
  orderMessages,
  paiseToRupeeText,
  payModes,
  stampDutyPaise,
  type TGetOrderStatusResponse,
  type TOnConfirmResponse,
  type TPlacedOrder,
} from '@cdesk/domain';
import type { OrderGroup, PurchaseOrder } from './order-repository.js';
import type { Payment } from './payment-repository.js';

export function orderView(order: PurchaseOrder): TPlacedOrder {
  const stampDuty = order.stampDutyPaise ?? stampDutyPaise(order.amountPaise);
  return {
    orderRef: order.orderRef,
    schcode: order.schemeCode,
    schemeName: order.schemeName,
    trxnType: order.trxnType,
    amount: paiseToRupeeText(order.amountPaise),
    brokerage: paiseToRupeeText(order.brokeragePaise),
    stampDuty: paiseToRupeeText(stampDuty),
    netAmount: paiseToRupeeText(order.amountPaise - stampDuty),
    status: order.status,
    folioNo: order.folioNo,
    units: order.units ?? '',
    nav: order.nav ?? '',
    navDate: order.navDate ?? '',
    sipRegNo: order.sipRegNo,
    swpRegNo: order.swp ? `${order.orderRef}-SWP` : '',
    sip: order.sip && {
      freqId: order.sip.freqId,
      installmentDate: order.sip.installmentDate,
      installments: order.sip.totalNoOfInst,
      startDate: order.sip.startDate,
      nextDate: order.sip.nextDate ?? '',
      endDate: order.sip.endDate,
    },
  };
}

/** The reply of a confirm: the group, its orders and where its payment stands. */
export function confirmReply(
  group: OrderGroup,
  orders: PurchaseOrder[],
  payment: Payment | undefined,
  isRepeat: boolean,
): TOnConfirmResponse {
  const sipOrder = orders.find((o) => o.trxnType === 'SIP' || o.trxnType === 'NSIP');
  const nfoOrder = orders.find((o) => o.trxnType === 'NPIP' || o.trxnType === 'NSIP');
  return {
    trxnId: group.trxnId,
    encEncodedTrxnId: group.trxnId,
    encSIPEncodedTrxnId: sipOrder ? group.trxnId : '',
    encEncodedNpipTrxnid: nfoOrder ? group.trxnId : '',
    trxnDate: group.placedAt.toISOString(),
    exCode: defaultMfExchange,
    payMode: group.payMode as TOnConfirmResponse['payMode'],
    totalAmount: paiseToRupeeText(group.totalPaise),
    totalBrokerage: paiseToRupeeText(group.brokeragePaise),
    paymentStatus: payment?.status ?? 'INITIATED',
    netBankingUrl: payment?.status === 'SUCCESS' ? '' : group.netBankingUrl,
    isMarsTrxn: 'N',
    isRepeat,
    orders: orders.map(orderView),
  };
}

/** What the acknowledgement page says about a payment and its orders. */
export function acknowledgement(
  payment: Payment | undefined,
  orders: PurchaseOrder[],
): { ackStatus: TGetOrderStatusResponse['ackStatus']; message: string } {
  const status = payment?.status ?? 'INITIATED';
  const upi = payment?.payMode === payModes.UPI;
  if (status === 'SUCCESS') {
    const allotted = orders.length > 0 && orders.every((o) => o.status === 'ALLOTTED');
    return {
      ackStatus: 'SUCCESS',
      message: allotted
        ? orderMessages.allotted
        : upi
          ? orderMessages.upiSuccess
          : orderMessages.confirmed,
    };
  }
  if (status === 'REJECTED')
    return {
      ackStatus: 'ERROR',
      message: upi ? orderMessages.upiRejected : orderMessages.netBankingDeclined,
    };
  if (status === 'DECLINED')
    return { ackStatus: 'ERROR', message: orderMessages.netBankingDeclined };
  if (upi && ['CANCELLED', 'FAILED', 'NO_RESPONSE'].includes(status))
    return { ackStatus: 'PENDING', message: orderMessages.upiAwaited };
  if (status === 'CANCELLED' || status === 'FAILED')
    return { ackStatus: 'ERROR', message: orderMessages.netBankingDeclined };
  if (payment?.payMode === payModes.NEFT_RTGS)
    return { ackStatus: 'PENDING', message: orderMessages.neftAwaited };
  return {
    ackStatus: 'PENDING',
    message: upi ? orderMessages.upiPending : orderMessages.confirmed,
  };
}
