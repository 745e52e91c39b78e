import {
  formatAmount,
  formatNav,
  showDate,
  type TPlacedOrder,
  transactionTypeLabels,
} from '@cdesk/domain';
import { sipScheduleText } from '../cart/sip-schedule';
import { CopyValue } from './copy-value';

/** Order states in the investor's words; the codes are the gateway's. */
const statusWords: Record<string, string> = {
  PAYMENT_PENDING: 'Payment pending',
  PAID: 'Paid, units to be allotted',
  ALLOTTED: 'Units allotted',
  PAYMENT_FAILED: 'Payment failed',
  REJECTED: 'Rejected',
};

const label = (trxnType: string) =>
  transactionTypeLabels[trxnType as keyof typeof transactionTypeLabels] ?? trxnType;

/** How an order stands; a paid one waits for the NAV of its date before units are allotted. */
export function orderStatusText(order: Pick<TPlacedOrder, 'status' | 'navDate'>): string {
  if (order.status === 'PAID' && order.navDate)
    return `Paid, awaiting the NAV of ${showDate(order.navDate)}`;
  return statusWords[order.status] ?? order.status;
}

/**
 * One order: scheme, type, amount, status, a SIP's schedule and, once allotted, units at the NAV
 * of its date. `today` is the business day.
 */
export function OrderCard({ order, today }: { order: TPlacedOrder; today: string }) {
  return (
    <li className="rounded-card border border-border p-4">
      <div className="flex justify-between gap-3">
        <span className="font-medium">{order.schemeName}</span>
        <span className="figures shrink-0 font-semibold">
          {formatAmount(order.amount, { symbol: true })}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {label(order.trxnType)} ·{' '}
        <span className="font-medium text-text">{orderStatusText(order)}</span>
        {order.folioNo ? ` · Folio ${order.folioNo}` : ''}
      </p>
      <p className="figures mt-1 text-sm text-muted">
        Stamp duty ₹{formatAmount(order.stampDuty)} · Net invested ₹{formatAmount(order.netAmount)}
        {order.units ? '' : ' (estimate)'}
      </p>
      {order.sip && <p className="figures mt-1 text-sm">{sipScheduleText(order.sip, today)}</p>}
      {order.units && (
        <p className="figures mt-1 text-sm">
          {formatNav(order.units)} units at NAV ₹{formatNav(order.nav)}
          {order.navDate ? ` of ${showDate(order.navDate)}` : ''}
        </p>
      )}
      <div className="mt-2">
        <CopyValue label="Order reference" value={order.orderRef} />
        {order.sipRegNo && <CopyValue label="SIP registration" value={order.sipRegNo} />}
        {order.swpRegNo && <CopyValue label="SWP registration" value={order.swpRegNo} />}
      </div>
    </li>
  );
}
