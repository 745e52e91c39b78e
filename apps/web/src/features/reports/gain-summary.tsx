import { formatPaise, type TCapitalGainStatementResponse, type TGainScheme } from '@cdesk/domain';
import { TriangleAlert } from 'lucide-react';
import { cx } from '../../ui/cx';
import { SignedAmount } from './signed-amount';
import { SortHeader, sortRows, useSort } from './sort-header';

type Key = 'scheme' | 'sale' | 'cost' | 'load' | 'short' | 'long' | 'gain';

const columns: { key: Key; label: string; of: (s: TGainScheme) => number | string }[] = [
  { key: 'scheme', label: 'Scheme', of: (s) => s.schemeName },
  { key: 'sale', label: 'Sale value', of: (s) => s.saleValuePaise },
  { key: 'cost', label: 'Cost', of: (s) => s.costPaise },
  { key: 'load', label: 'Exit load', of: (s) => s.exitLoadPaise },
  { key: 'short', label: 'Short term', of: (s) => s.shortTermPaise },
  { key: 'long', label: 'Long term', of: (s) => s.longTermPaise },
  { key: 'gain', label: 'Total gain', of: (s) => s.gainPaise },
];

const money = (paise: number) => formatPaise(paise);

/** How the Income-tax Act treats the scheme; where its category cannot tell, said in words. */
function ClassNote({ scheme }: { scheme: TGainScheme }) {
  const unknown = scheme.gainsClass === 'UNDETERMINED';
  return (
    <span
      className={cx('mt-0.5 block text-xs font-normal', unknown ? 'text-warning' : 'text-muted')}
    >
      {unknown && <TriangleAlert aria-hidden className="mr-1 inline size-3.5 align-text-top" />}
      {scheme.gainsClassText}
      {unknown && ': a term that depends on it is shown as not determinable'}
    </span>
  );
}
const signed = (paise: number) => <SignedAmount paise={paise} className="text-sm" />;

/** The year's gains by scheme and term: a sortable table at desktop width, cards on a phone. */
export function GainSummary({ statement }: { statement: TCapitalGainStatementResponse }) {
  const { sort, toggle } = useSort<Key>('scheme');
  const rows = sortRows(statement.schemes, sort, (row, key) =>
    (columns.find((c) => c.key === key) ?? columns[0]!).of(row),
  );
  const t = statement.totals;
  return (
    <>
      <ul
        className="mt-4 grid gap-3 tablet:grid-cols-2 desktop:hidden"
        aria-label="Gains by scheme"
      >
        {rows.map((s) => (
          <li
            key={`${s.folioNo}-${s.schemeCode}`}
            className="rounded-card border border-border bg-surface p-4"
          >
            <p className="font-medium text-text">{s.schemeName}</p>
            <p className="mt-0.5 text-xs text-muted">
              Folio {s.folioNo} · {s.sales.length} {s.sales.length === 1 ? 'sale' : 'sales'}
            </p>
            <ClassNote scheme={s} />
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">Sale value</dt>
              <dd className="figures text-right">{money(s.saleValuePaise)}</dd>
              <dt className="text-muted">Cost</dt>
              <dd className="figures text-right">{money(s.costPaise)}</dd>
              <dt className="text-muted">Exit load</dt>
              <dd className="figures text-right">{money(s.exitLoadPaise)}</dd>
              <dt className="text-muted">Short term</dt>
              <dd className="text-right">{signed(s.shortTermPaise)}</dd>
              <dt className="text-muted">Long term</dt>
              <dd className="text-right">{signed(s.longTermPaise)}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto rounded-card border border-border bg-surface desktop:block">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Capital gains by scheme, FY {statement.financialYear}
          </caption>
          <thead className="bg-subtle text-muted">
            <tr>
              {columns.map((c, i) => (
                <SortHeader
                  key={c.key}
                  label={c.label}
                  column={c.key}
                  sort={sort}
                  onSort={toggle}
                  figure={i > 0}
                />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((s) => (
              <tr key={`${s.folioNo}-${s.schemeCode}`}>
                <th scope="row" className="px-3 py-3 text-left font-medium text-text">
                  {s.schemeName}
                  <span className="block text-xs font-normal text-muted">Folio {s.folioNo}</span>
                  <ClassNote scheme={s} />
                </th>
                <td className="figures px-3 py-3 text-right">{money(s.saleValuePaise)}</td>
                <td className="figures px-3 py-3 text-right">{money(s.costPaise)}</td>
                <td className="figures px-3 py-3 text-right">{money(s.exitLoadPaise)}</td>
                <td className="px-3 py-3 text-right">{signed(s.shortTermPaise)}</td>
                <td className="px-3 py-3 text-right">{signed(s.longTermPaise)}</td>
                <td className="px-3 py-3 text-right">{signed(s.gainPaise)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-border bg-subtle font-semibold">
            <tr>
              <th scope="row" className="px-3 py-3 text-left">
                Total
              </th>
              <td className="figures px-3 py-3 text-right">{money(t.saleValuePaise)}</td>
              <td className="figures px-3 py-3 text-right">{money(t.costPaise)}</td>
              <td className="figures px-3 py-3 text-right">{money(t.exitLoadPaise)}</td>
              <td className="px-3 py-3 text-right">{signed(t.shortTermPaise)}</td>
              <td className="px-3 py-3 text-right">{signed(t.longTermPaise)}</td>
              <td className="px-3 py-3 text-right">{signed(t.gainPaise)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}
