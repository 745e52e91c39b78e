import {
  formatFigure,
  formatPaise,
  showDate,
  transactionPageSizes,
  type TAwaitingOrder,
} from '@cdesk/domain';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { LoadError } from '../../ui/load-error';
import { ListSkeleton } from './list-skeleton';
import { getTransactions } from './portfolio-calls';

const pageSize = transactionPageSizes.default;

/** Paid orders with no units yet: each waits for the NAV of its date. */
function AwaitingNav({ orders }: { orders: TAwaitingOrder[] }) {
  return (
    <ul
      aria-label="Awaiting NAV"
      className="mb-4 flex flex-col divide-y divide-border rounded-card border border-border bg-surface"
    >
      {orders.map((o) => (
        <li
          key={o.orderRef}
          className="flex flex-col gap-1 px-4 py-3 tablet:flex-row tablet:items-start tablet:justify-between tablet:gap-4"
        >
          <div className="min-w-0 flex-1">
            <p className="text-sm font-medium text-text">{o.schemeName}</p>
            <p className="mt-0.5 text-xs text-muted">
              {o.trxnTypeLabel} · {showDate(o.placedDate)}
            </p>
          </div>
          <div className="shrink-0 tablet:text-right">
            <p className="figures text-[15px] font-semibold text-text">
              {formatPaise(o.amountPaise)}
            </p>
            <p className="text-xs font-medium text-warning">
              Awaiting the NAV of {showDate(o.navDate)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Transaction history, newest first, a page at a time, after the orders awaiting their NAV. */
export function TransactionsTab({ acCode }: { acCode: string }) {
  const [page, setPage] = useState(1);
  const { state, retry } = useGatewayLoad(
    `${acCode}|${page}`,
    (signal) => getTransactions(acCode, page, pageSize, signal),
    { transition: true },
  );
  if (state.status === 'loading') return <ListSkeleton label="Loading your transactions…" />;
  if (state.status === 'error') return <LoadError message={state.message} onRetry={retry} />;
  const { items, total, awaitingNav } = state.data;
  if (total === 0 && awaitingNav.length === 0)
    return <p className="text-muted">There are no transactions yet.</p>;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div>
      {awaitingNav.length > 0 && <AwaitingNav orders={awaitingNav} />}
      <ul className="flex flex-col divide-y divide-border rounded-card border border-border bg-surface">
        {items.map((t) => (
          <li
            key={t.transactionId}
            className="flex flex-col gap-1 px-4 py-3 tablet:flex-row tablet:items-start tablet:justify-between tablet:gap-4"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm font-medium text-text">{t.schemeName}</p>
              <p className="mt-0.5 text-xs text-muted">
                {t.trxnTypeLabel} · {showDate(t.tradeDate)} · Folio {t.folioNo}
              </p>
            </div>
            <div className="shrink-0 tablet:text-right">
              <p
                className={`figures text-[15px] font-semibold ${t.flow === 'OUT' ? 'text-loss' : 'text-text'}`}
              >
                {t.flow === 'OUT' ? '-' : ''}
                {formatPaise(t.amountPaise)}
              </p>
              {t.stampDutyPaise > 0 && (
                <p className="figures text-xs text-muted">
                  Stamp duty {formatPaise(t.stampDutyPaise)}
                </p>
              )}
              <p className="figures text-xs text-muted">
                {formatFigure(t.units, 'units')} units at{' '}
                {formatFigure(t.nav, 'nav', { symbol: true })} ({showDate(t.navDate)})
              </p>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav
          aria-label="Transaction pages"
          className="mt-4 flex items-center justify-between gap-4"
        >
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Newer
          </Button>
          <span className="text-sm text-muted">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Older
          </Button>
        </nav>
      )}
    </div>
  );
}
