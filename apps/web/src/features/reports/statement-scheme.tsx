import {
  formatFigure,
  formatPaise,
  showDate,
  type TStatementLine,
  type TStatementScheme,
} from '@cdesk/domain';
import { SortHeader, sortRows, useSort } from './sort-header';

type Key = 'date' | 'type' | 'amount' | 'nav' | 'units' | 'balance';

const columns: {
  key: Key;
  label: string;
  figure: boolean;
  of: (l: TStatementLine) => number | string;
}[] = [
  {
    key: 'date',
    label: 'Date',
    figure: false,
    of: (l) => `${l.tradeDate}|${String(l.transactionId).padStart(12, '0')}`,
  },
  { key: 'type', label: 'Transaction', figure: false, of: (l) => l.trxnTypeLabel },
  { key: 'amount', label: 'Amount', figure: true, of: (l) => l.amountPaise },
  { key: 'nav', label: 'NAV', figure: true, of: (l) => Number(l.nav) },
  {
    key: 'units',
    label: 'Units',
    figure: true,
    of: (l) => Number(l.units) * (l.flow === 'OUT' ? -1 : 1),
  },
  { key: 'balance', label: 'Balance units', figure: true, of: (l) => Number(l.balanceUnits) },
];

const signedUnits = (l: TStatementLine) =>
  `${l.flow === 'OUT' ? '-' : '+'}${formatFigure(l.units, 'units')}`;

/** One scheme of a folio's statement: opening and closing units and its transactions. */
export function StatementScheme({ scheme }: { scheme: TStatementScheme }) {
  const { sort, toggle } = useSort<Key>('date');
  const lines = sortRows(scheme.lines, sort, (line, key) =>
    (columns.find((c) => c.key === key) ?? columns[0]!).of(line),
  );
  return (
    <section className="mt-6" aria-label={scheme.schemeName}>
      <h3 className="font-semibold text-text">{scheme.schemeName}</h3>
      <p className="figures mt-0.5 text-sm text-muted">
        Opening {formatFigure(scheme.openingUnits, 'units')} units · closing{' '}
        {formatFigure(scheme.closingUnits, 'units')} units
      </p>
      {lines.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No transactions in the period.</p>
      ) : (
        <>
          <ul className="mt-3 flex flex-col divide-y divide-border rounded-card border border-border bg-surface desktop:hidden">
            {lines.map((l) => (
              <li
                key={l.transactionId}
                className="flex items-start justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-0">
                  <p className="text-sm font-medium text-text">{l.trxnTypeLabel}</p>
                  <p className="figures mt-0.5 text-xs text-muted">
                    {showDate(l.tradeDate)} · NAV {formatFigure(l.nav, 'nav')} (
                    {showDate(l.navDate)})
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p
                    className={`figures text-[15px] font-semibold ${l.flow === 'OUT' ? 'text-loss' : 'text-text'}`}
                  >
                    {l.flow === 'OUT' ? '-' : ''}
                    {formatPaise(l.amountPaise)}
                  </p>
                  <p className="figures text-xs text-muted">
                    {signedUnits(l)} · bal {formatFigure(l.balanceUnits, 'units')}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-3 hidden overflow-x-auto rounded-card border border-border bg-surface desktop:block">
            <table className="w-full text-sm">
              <caption className="sr-only">Transactions of {scheme.schemeName}</caption>
              <thead className="bg-subtle text-muted">
                <tr>
                  {columns.map((c) => (
                    <SortHeader
                      key={c.key}
                      label={c.label}
                      column={c.key}
                      sort={sort}
                      onSort={toggle}
                      figure={c.figure}
                    />
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {lines.map((l) => (
                  <tr key={l.transactionId}>
                    <td className="figures px-3 py-2">{showDate(l.tradeDate)}</td>
                    <td className="px-3 py-2">
                      {l.trxnTypeLabel}
                      {l.stampDutyPaise > 0 && (
                        <span className="figures block text-xs text-muted">
                          Stamp duty {formatPaise(l.stampDutyPaise)}
                        </span>
                      )}
                    </td>
                    <td
                      className={`figures px-3 py-2 text-right ${l.flow === 'OUT' ? 'text-loss' : ''}`}
                    >
                      {l.flow === 'OUT' ? '-' : ''}
                      {formatPaise(l.amountPaise)}
                    </td>
                    <td className="figures px-3 py-2 text-right">
                      {formatFigure(l.nav, 'nav')}
                      <span className="block text-xs text-muted">{showDate(l.navDate)}</span>
                    </td>
                    <td className="figures px-3 py-2 text-right">{signedUnits(l)}</td>
                    <td className="figures px-3 py-2 text-right">
                      {formatFigure(l.balanceUnits, 'units')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
