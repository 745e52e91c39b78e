import {
  paiseToRupeeText,
  sellMessages,
  showDate,
  type Paise,
  type TSellOrder,
  type TSellOrderStatus,
  type TSellTrxnType,
} from '@cdesk/domain';
import type { SellOrder } from './repository.js';

const rupees = (paise: Paise | null) => (paise === null ? '' : paiseToRupeeText(paise));

export const maskAccount = (accNo: string) =>
  `${'X'.repeat(Math.max(0, accNo.length - 4))}${accNo.slice(-4)}`;

/** What the acknowledgement says of each status. */
export function statusText(order: SellOrder): string {
  const status = order.status as TSellOrderStatus;
  switch (status) {
    case 'EDIS_PENDING':
      return sellMessages.edisPending;
    case 'EDIS_DECLINED':
      return sellMessages.edisDeclined;
    case 'AWAITING_NAV':
      return sellMessages.awaitingNav(showDate(order.navDate));
    case 'PAYOUT_DUE':
      return `Units redeemed at the NAV of ${showDate(order.pricedNavDate ?? order.navDate)}. The amount will be credited to your bank account on ${showDate(order.settlementDate ?? '')}.`;
    case 'PAID':
      return `The amount has been credited to your bank account on ${showDate(order.paidOn ?? '')}.`;
    case 'SWITCH_IN_PENDING':
      return `Units switched out at the NAV of ${showDate(order.pricedNavDate ?? order.navDate)}. ${sellMessages.awaitingNav(showDate(order.targetNavDate ?? ''))}`;
    case 'COMPLETED':
      return `Units switched in at the NAV of ${showDate(order.inNavDate ?? '')}.`;
    case 'REJECTED':
      return order.statusReason || 'The transaction has been rejected.';
  }
}

export function orderView(order: SellOrder): TSellOrder {
  const isSwitch = order.targetSchemeCode !== null;
  return {
    orderRef: order.orderRef,
    trxnType: order.trxnType as TSellTrxnType,
    isInstaCash: order.isInstaCash === 'Y' ? 'Y' : 'N',
    schcode: order.schemeCode,
    schemeName: order.schemeName,
    folioNo: order.folioNo,
    mode: order.mode === 'D' ? 'D' : 'P',
    redeemBy: order.redeemBy as TSellOrder['redeemBy'],
    requestedAmount: order.redeemBy === 'AMOUNT' ? rupees(order.requestedPaise) : '',
    requestedUnits: order.redeemBy === 'UNITS' ? (order.requestedUnits ?? '') : '',
    status: order.status as TSellOrderStatus,
    statusText: statusText(order),
    navDate: order.pricedNavDate ?? order.navDate,
    nav: order.nav ?? '',
    units: order.units ?? '',
    grossAmount: rupees(order.grossPaise),
    exitLoad: rupees(order.exitLoadPaise),
    netAmount: rupees(order.netPaise),
    shortTermGain: rupees(order.shortTermGainPaise),
    longTermGain: rupees(order.longTermGainPaise),
    settlementDate: isSwitch ? '' : (order.settlementDate ?? ''),
    payoutRef: order.paidOn ? order.payoutRef : '',
    paidOn: order.paidOn ?? '',
    bank:
      isSwitch || order.bankAccNo === ''
        ? null
        : { bankName: order.bankName, accountNo: maskAccount(order.bankAccNo), ifsc: order.ifsc },
    switchIn: isSwitch
      ? {
          schcode: order.targetSchemeCode ?? 0,
          schemeName: order.targetSchemeName,
          folioNo: order.folioNo,
          amount: rupees(order.netPaise),
          stampDuty: rupees(order.inStampDutyPaise),
          netAmount:
            order.netPaise !== null && order.inStampDutyPaise !== null
              ? rupees(order.netPaise - order.inStampDutyPaise)
              : '',
          units: order.inUnits ?? '',
          nav: order.inNav ?? '',
          navDate: order.inNavDate ?? order.targetNavDate ?? '',
        }
      : null,
    placedAt: order.placedAt.toISOString(),
  };
}
