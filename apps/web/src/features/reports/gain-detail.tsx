import {
  formatFigure,
  formatPaise,
  showDate,
  type TCapitalGainStatementResponse,
  type TGainLot,
} from '@cdesk/domain';
import { SignedAmount } from './signed-amount';
import { SortHeader, sortRows, useSort } from './sort-header';

interface LotRow extends TGainLot {
  id: string;
  schemeName: string;
  folioNo: string;
  trxnTypeLabel: string;
  saleDate: string;
  saleNav: string;
}

type Key = 'scheme' | 'sold' | 'bought' | 'units' | 'cost' | 'sale' | 'load' | 'term' | 'gain';

const columns: { key: Key; label: string; of: (r: LotRow) => number | string }[] = [
  { key: 'scheme', label: 'Scheme', of: (r) => r.schemeName },
  { key: 'sold', label: 'Sold on', of: (r) => r.saleDate },
  { key: 'bought', label: 'Bought on', of: (r) => r.purchaseDate },
  { key: 'units', label: 'Units', of: (r) => Number(r.units) },
  { key: 'cost', label: 'Cost', of: (r) => r.costPaise },
  { key: 'sale', label: 'Sale value', of: (r) => r.saleValuePaise },
  { key: 'load', label: 'Exit load', of: (r) => r.exitLoadPaise },
  { key: 'term', label: 'Term', of: (r) => r.term },
  { key: 'gain', label: 'Gain', of: (r) => r.gainPaise },
];

/** What the cost is made of, when it is more than units x purchase NAV. */
function costNote(r: LotRow): string | null {
  if (r.grandfathering === 'APPLIES')
    return `grandfathered: cost ${formatPaise(r.acquisitionCostPaise)}, value on 31-01-2018 ${formatPaise(r.fairMarketValuePaise ?? 0)}`;
  if (r.grandfathering === 'NAV_NOT_ON_RECORD') return 'NAV of 31-01-2018 not on record';
  if (r.stampDutyPaise > 0) return `incl. stamp duty ${formatPaise(r.stampDutyPaise)}`;
  return null;
}

function lotsOf(statement: TCapitalGainStatementResponse): LotRow[] {
  return statement.schemes.flatMap((s) =>
    s.sales.flatMap((sale) =>
      sale.lots.map((lot, i) => ({
        ...lot,
        id: `${sale.orderRef}-${i}`,
        schemeName: s.schemeName,
        folioNo: s.folioNo,
        trxnTypeLabel: sale.trxnTypeLabel,
        saleDate: sale.saleDate,
        saleNav: sale.saleNav,
      })),
    ),
  );
}

/** Every purchase lot each sale took, first in first out: sortable table, or a list on a phone. */
export function GainDetail({ statement }: { statement: TCapitalGainStatementResponse }) {
  const { sort, toggle } = useSort<Key>('sold');
  const rows = sortRows(lotsOf(statement), sort, (row, key) =>
    (columns.find((c) => c.key === key) ?? columns[0]!).of(row),
  );
  const t = statement.totals;
  return (
    <>
      <ul
        className="mt-4 flex flex-col divide-y divide-border rounded-card border border-border bg-surface desktop:hidden"
        aria-label="Lots sold"
      >
        {rows.map((r) => (
          <li key={r.id} className="px-4 py-3">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-sm font-medium text-text">{r.schemeName}</p>
                <p className="mt-0.5 text-xs text-muted">
                  {r.trxnTypeLabel} {showDate(r.saleDate)} · bought {showDate(r.purchaseDate)} ·{' '}
                  {r.daysHeld} days · {r.termText}
                </p>
                <p className="figures mt-0.5 text-xs text-muted">
                  {formatFigure(r.units, 'units')} units · cost {formatPaise(r.costPaise)} · load{' '}
                  {formatPaise(r.exitLoadPaise)}
                </p>
                {costNote(r) && <p className="mt-0.5 text-xs text-muted">{costNote(r)}</p>}
              </div>
              <div className="shrink-0 text-right">
                <SignedAmount paise={r.gainPaise} className="text-sm" />
                <p className="figures text-xs text-muted">{formatPaise(r.saleValuePaise)}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto rounded-card border border-border bg-surface desktop:block">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Capital gains lot by lot, FY {statement.financialYear}
          </caption>
          <thead className="bg-subtle text-muted">
            <tr>
              {columns.map((c) => (
                <SortHeader
                  key={c.key}
                  label={c.label}
                  column={c.key}
                  sort={sort}
                  onSort={toggle}
                  figure={['units', 'cost', 'sale', 'load', 'gain'].includes(c.key)}
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row" className="max-w-64 px-3 py-2 text-left font-medium text-text">
                  {r.schemeName}
                  <span className="block text-xs font-normal text-muted">
                    {r.trxnTypeLabel} · Folio {r.folioNo}
                  </span>
                </th>
                <td className="figures px-3 py-2">
                  {showDate(r.saleDate)}
                  <span className="block text-xs text-muted">NAV {r.saleNav}</span>
                </td>
                <td className="figures px-3 py-2">
                  {showDate(r.purchaseDate)}
                  <span className="block text-xs text-muted">NAV {r.purchaseNav}</span>
                </td>
                <td className="figures px-3 py-2 text-right">{formatFigure(r.units, 'units')}</td>
                <td className="figures px-3 py-2 text-right">
                  {formatPaise(r.costPaise)}
                  {costNote(r) && (
                    <span className="block max-w-48 text-xs font-normal text-muted">
                      {costNote(r)}
                    </span>
                  )}
                </td>
                <td className="figures px-3 py-2 text-right">{formatPaise(r.saleValuePaise)}</td>
                <td className="figures px-3 py-2 text-right">{formatPaise(r.exitLoadPaise)}</td>
                <td className="px-3 py-2">
                  {r.termText}
                  <span className="block text-xs text-muted">{r.daysHeld} days</span>
                </td>
                <td className="px-3 py-2 text-right">
                  <SignedAmount paise={r.gainPaise} className="text-sm" />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-border bg-subtle font-semibold">
            <tr>
              <th scope="row" colSpan={3} className="px-3 py-3 text-left">
                Total
              </th>
              <td className="figures px-3 py-3 text-right">{formatFigure(t.units, 'units')}</td>
              <td className="figures px-3 py-3 text-right">{formatPaise(t.costPaise)}</td>
              <td className="figures px-3 py-3 text-right">{formatPaise(t.saleValuePaise)}</td>
              <td className="figures px-3 py-3 text-right">{formatPaise(t.exitLoadPaise)}</td>
              <td />
              <td className="px-3 py-3 text-right">
                <SignedAmount paise={t.gainPaise} className="text-sm" />
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
