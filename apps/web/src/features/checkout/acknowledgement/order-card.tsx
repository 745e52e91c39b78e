import {
  formatAmount,
  formatNav,
  showDate,
  type TPlacedOrder,
  transactionTypeLabels,
} from '@cdesk/domain';
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

/** One order: scheme, type, amount, status and, once allotted, units at the NAV of its date. */
export function OrderCard({ order }: { order: TPlacedOrder }) {
  return (
    <li className="rounded-card border border-border p-4">
      <div className="flex justify-between gap-3">
        <span className="font-medium">{order.schemeName}</span>
        <span className="figures shrink-0 font-semibold">₹{formatAmount(order.amount)}</span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {label(order.trxnType)} ·{' '}
        <span className="font-medium text-text">{statusWords[order.status] ?? order.status}</span>
        {order.folioNo ? ` · Folio ${order.folioNo}` : ''}
      </p>
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
