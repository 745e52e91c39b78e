import {
  formatAmount,
  formatFigure,
  showDate,
  transactionTypeLabels,
  type TSellOrder,
} from '@cdesk/domain';
import { CopyValue } from '../../checkout';
import type { ReactNode } from 'react';
import { FactList } from '../../../ui/fact-list';

const money = (rupees: string) => formatAmount(rupees || '0', { symbol: true });
const units = (value: string) => formatFigure(value || '0', 'units');
const signed = (rupees: string) =>
  rupees.startsWith('-') ? `-${money(rupees.slice(1))}` : `+${money(rupees)}`;

/** The order's type in the spec's words (spec 3 section 4), insta cash by its screen label. */
export function sellTypeLabel(order: Pick<TSellOrder, 'trxnType' | 'isInstaCash'>): string {
  if (order.isInstaCash === 'Y') return 'Insta Cash';
  if (order.trxnType === 'NSWI') return 'NFO Switch';
  if (order.trxnType === 'RED' || order.trxnType === 'SWI')
    return transactionTypeLabels[order.trxnType];
  return order.trxnType;
}

/** What was asked: the amount, the units or every free unit. */
export function askedText(order: TSellOrder): string {
  if (order.redeemBy === 'AMOUNT') return money(order.requestedAmount);
  if (order.redeemBy === 'UNITS') return `${units(order.requestedUnits)} units`;
  return 'All units free to redeem';
}

/**
 * One sell order as the acknowledgement shows it: what was asked, the NAV date it is priced at,
 * once priced the units, NAV, exit load, amount and the tax split, and for a redemption the day
 * the money reaches the bank. Its status is the acknowledgement's, said once above it.
 */
export function SellOrderCard({ order }: { order: TSellOrder }) {
  const priced = order.nav !== '';
  const facts: [string, ReactNode][] = [
    ['Folio', order.folioNo],
    ['Asked', askedText(order)],
    ['Priced at the NAV of', <Nowrap>{showDate(order.navDate)}</Nowrap>],
  ];
  if (priced) {
    facts.push(
      ['Units', units(order.units)],
      ['NAV', `₹${formatFigure(order.nav, 'nav')}`],
      ['Value', money(order.grossAmount)],
      ['Exit load', money(order.exitLoad)],
      [order.switchIn ? 'Amount switched' : 'Amount payable', money(order.netAmount)],
      ['Short-term gain', signed(order.shortTermGain)],
      ['Long-term gain', signed(order.longTermGain)],
    );
  }
  if (order.settlementDate) {
    facts.push([
      order.paidOn ? 'Paid to your bank on' : 'Proceeds reach your bank by',
      <Nowrap key="d">{showDate(order.paidOn || order.settlementDate)}</Nowrap>,
    ]);
  }
  if (order.bank && !order.switchIn) {
    facts.push(['Bank account', `${order.bank.bankName} ${order.bank.accountNo}`]);
  }
  return (
    <li className="rounded-card border border-border p-4">
      <div className="flex flex-wrap justify-between gap-x-3 gap-y-1">
        <span className="font-medium">{order.schemeName}</span>
        <span className="figures shrink-0 font-semibold">
          {priced ? money(order.netAmount) : askedText(order)}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">{sellTypeLabel(order)}</p>
      <FactList
        facts={facts}
        className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 text-sm tablet:grid-cols-2"
        rowClassName="flex justify-between gap-4 border-b border-border pb-1.5"
        valueClassName="figures min-w-0 text-right font-medium text-text"
      />
      {order.switchIn && (
        <div className="mt-3 rounded-card bg-subtle p-3 text-sm">
          <p className="font-medium">Switched into {order.switchIn.schemeName}</p>
          <p className="figures mt-1 text-muted">
            {order.switchIn.units
              ? `${units(order.switchIn.units)} units at NAV ₹${formatFigure(order.switchIn.nav, 'nav')}${order.switchIn.navDate ? ` of ${showDate(order.switchIn.navDate)}` : ''}`
              : `Units to be allotted at the NAV of ${order.switchIn.navDate ? showDate(order.switchIn.navDate) : 'the allotment date'}`}
            {order.switchIn.folioNo ? ` · Folio ${order.switchIn.folioNo}` : ''}
          </p>
        </div>
      )}
      <div className="mt-2">
        <CopyValue label="Order reference" value={order.orderRef} />
        {order.payoutRef && <CopyValue label="Payout reference" value={order.payoutRef} />}
      </div>
    </li>
  );
}

/** A date or figure that must not break across lines. */
function Nowrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}
