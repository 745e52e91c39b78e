import { formatPaise, showDate, type TStatementAwaitingOrder } from '@cdesk/domain';

/** The folio's paid orders with no units yet: each waits for the NAV of its date. */
export function StatementAwaiting({ orders }: { orders: TStatementAwaitingOrder[] }) {
  return (
    <section className="mt-6" aria-labelledby="statement-awaiting">
      <h3 id="statement-awaiting" className="font-semibold text-text">
        Awaiting NAV
      </h3>
      <p className="mt-0.5 text-sm text-muted">
        Paid orders with no units yet. They join the statement once allotted.
      </p>
      <ul
        aria-label="Orders awaiting NAV"
        className="mt-3 flex flex-col divide-y divide-border rounded-card border border-border bg-surface"
      >
        {orders.map((o) => (
          <li
            key={o.orderRef}
            className="flex flex-col gap-1 px-4 py-3 tablet:flex-row tablet:items-start tablet:justify-between tablet:gap-4"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-text">{o.schemeName}</p>
              <p className="mt-0.5 text-xs text-muted">
                {o.trxnTypeLabel} · placed on {showDate(o.placedDate)}
              </p>
            </div>
            <div className="shrink-0 tablet:text-right">
              <p className="figures text-[15px] font-semibold text-text">
                {formatPaise(o.amountPaise)}
              </p>
              <p className="text-xs font-medium text-warning">{o.status}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
