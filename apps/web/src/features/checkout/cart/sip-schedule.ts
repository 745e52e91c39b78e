import { isPurchaseFrequency, purchaseFrequencies, showDate, sipSchedule } from '@cdesk/domain';
import type { CartSip } from './cart-state';

/** A SIP's schedule as the cart and the acknowledgement word it. */
export interface SipScheduleFacts {
  freqId: string;
  installmentDate: number;
  installments: number;
  startDate: string;
  nextDate: string;
  endDate: string;
}

/** The schedule of a cart's SIP if it is paid today: installment 1 is the payment itself. */
export function cartSipSchedule(sip: CartSip, today: string): SipScheduleFacts {
  const { startDate, nextDate, endDate } = sipSchedule(
    today,
    sip.installmentDate,
    sip.freqId,
    sip.totalNoOfInst,
  );
  return { ...sip, installments: sip.totalNoOfInst, startDate, nextDate, endDate };
}

/** "Monthly on day 10, 12 installments: 1 today (12-08-2026), next 10-09-2026, last 10-07-2027". */
export function sipScheduleText(sip: SipScheduleFacts, today: string): string {
  const frequency = isPurchaseFrequency(sip.freqId)
    ? purchaseFrequencies[sip.freqId].label
    : sip.freqId;
  const first =
    sip.startDate === today ? `1 today (${showDate(today)})` : `1 on ${showDate(sip.startDate)}`;
  const next = sip.nextDate ? `, next ${showDate(sip.nextDate)}` : '';
  return `${frequency} on day ${sip.installmentDate}, ${sip.installments} installments: ${first}${next}, last ${showDate(sip.endDate)}`;
}
