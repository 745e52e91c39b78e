import {
  formatFigure,
  formatPaise,
  showDate,
  type TCapitalGainStatementResponse,
  type TGainSale,
} from '@cdesk/domain';
import { SortHeader, sortRows, useSort } from './sort-header';

interface SaleRow extends TGainSale {
  schemeName: string;
  folioNo: string;
}

type Key = 'scheme' | 'sold' | 'units' | 'gross' | 'load' | 'net';

const columns: { key: Key; label: string; of: (r: SaleRow) => number | string }[] = [
  { key: 'scheme', label: 'Scheme', of: (r) => r.schemeName },
  { key: 'sold', label: 'Sold on', of: (r) => r.saleDate },
  { key: 'units', label: 'Units', of: (r) => Number(r.units) },
  { key: 'gross', label: 'Gross', of: (r) => r.saleValuePaise },
  { key: 'load', label: 'Exit load', of: (r) => r.exitLoadPaise },
  { key: 'net', label: 'Net paid', of: (r) => r.netPaise },
];

const money = (paise: number) => formatPaise(paise);

/**
 * Each sale of the year: its gross (what the units were sold for), the exit load and the net paid,
 * the amount that reached the bank or was switched.
 */
export function GainSales({ statement }: { statement: TCapitalGainStatementResponse }) {
  const { sort, toggle } = useSort<Key>('sold');
  const rows = sortRows(
    statement.schemes.flatMap((s) =>
      s.sales.map((sale) => ({ ...sale, schemeName: s.schemeName, folioNo: s.folioNo })),
    ),
    sort,
    (row, key) => (columns.find((c) => c.key === key) ?? columns[0]!).of(row),
  );
  const t = statement.totals;
  return (
    <section className="mt-8" aria-labelledby="gain-sales-heading">
      <h2 id="gain-sales-heading" className="text-lg font-semibold">
        Sales: gross, exit load and net paid
      </h2>
      <ul
        className="mt-3 flex flex-col divide-y divide-border rounded-card border border-border bg-surface desktop:hidden"
        aria-label="Sales"
      >
        {rows.map((r) => (
          <li key={r.orderRef} className="px-4 py-3">
            <p className="text-sm font-medium text-text">{r.schemeName}</p>
            <p className="mt-0.5 text-xs text-muted">
              {r.trxnTypeLabel} {showDate(r.saleDate)} · {formatFigure(r.units, 'units')} units at
              NAV {r.saleNav}
            </p>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted">Gross</dt>
                <dd className="figures">{money(r.saleValuePaise)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Exit load</dt>
                <dd className="figures">{money(r.exitLoadPaise)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Net paid</dt>
                <dd className="figures font-semibold">{money(r.netPaise)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden overflow-x-auto rounded-card border border-border bg-surface desktop:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Sales of FY {statement.financialYear}</caption>
          <thead className="bg-subtle text-muted">
            <tr>
              {columns.map((c, i) => (
                <SortHeader
                  key={c.key}
                  label={c.label}
                  column={c.key}
                  sort={sort}
                  onSort={toggle}
                  figure={i > 1}
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((r) => (
              <tr key={r.orderRef}>
                <th scope="row" className="max-w-72 px-3 py-2 text-left font-medium text-text">
                  {r.schemeName}
                  <span className="block text-xs font-normal text-muted">
                    {r.trxnTypeLabel} · Folio {r.folioNo} · Ref {r.orderRef}
                  </span>
                </th>
                <td className="figures px-3 py-2">
                  {showDate(r.saleDate)}
                  <span className="block text-xs text-muted">NAV {r.saleNav}</span>
                </td>
                <td className="figures px-3 py-2 text-right">{formatFigure(r.units, 'units')}</td>
                <td className="figures px-3 py-2 text-right">{money(r.saleValuePaise)}</td>
                <td className="figures px-3 py-2 text-right">{money(r.exitLoadPaise)}</td>
                <td className="figures px-3 py-2 text-right font-semibold">{money(r.netPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-border bg-subtle font-semibold">
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-3 text-left">
                Total
              </th>
              <td className="figures px-3 py-3 text-right">{formatFigure(t.units, 'units')}</td>
              <td className="figures px-3 py-3 text-right">{money(t.saleValuePaise)}</td>
              <td className="figures px-3 py-3 text-right">{money(t.exitLoadPaise)}</td>
              <td className="figures px-3 py-3 text-right">
                {money(t.saleValuePaise - t.exitLoadPaise)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
