import { showDate, type TDematTransaction } from '@cdesk/domain';
import { HeadRow } from '../../../ui/head-row';

const shares = (n: number) => n.toLocaleString('en-IN');
const columns = ['Date', 'Company', 'Type', 'Quantity', 'Balance'];

export type MovementSort = 'newest' | 'oldest' | 'company' | 'quantity';
export const movementSorts: readonly { value: MovementSort; label: string }[] = [
  { value: 'newest', label: 'Date: newest first' },
  { value: 'oldest', label: 'Date: oldest first' },
  { value: 'company', label: 'Company: A to Z' },
  { value: 'quantity', label: 'Quantity: high to low' },
];

/** The movements in the chosen order; ties keep the depository's order, so the order is stable. */
export function sortMovements(items: readonly TDematTransaction[], sort: MovementSort) {
  const indexed = items.map((item, index) => ({ item, index }));
  const compare: Record<MovementSort, (a: TDematTransaction, b: TDematTransaction) => number> = {
    newest: (a, b) => b.tradeDate.localeCompare(a.tradeDate),
    oldest: (a, b) => a.tradeDate.localeCompare(b.tradeDate),
    company: (a, b) => a.companyName.localeCompare(b.companyName, 'en-IN'),
    quantity: (a, b) => b.quantity - a.quantity,
  };
  const reverse = sort === 'newest' ? -1 : 1;
  return indexed
    .sort((a, b) => compare[sort](a.item, b.item) || reverse * (a.index - b.index))
    .map(({ item }) => item);
}

function Quantity({ t }: { t: TDematTransaction }) {
  return (
    <span className={`figures font-semibold ${t.type === 'BUY' ? 'text-gain' : 'text-loss'}`}>
      {t.type === 'BUY' ? '+' : '−'}
      {shares(t.quantity)}
    </span>
  );
}

/** Credits (+) and debits (−) of shares: a table at desktop width, a list on phones. */
export function DematMovements({ items }: { items: readonly TDematTransaction[] }) {
  return (
    <>
      <ul
        className="divide-y divide-border rounded-card border border-border bg-surface desktop:hidden"
        aria-label="Demat transactions"
      >
        {items.map((t, index) => (
          <li
            key={`${t.acCode}-${t.isin}-${t.tradeDate}-${index}`}
            className="flex items-start justify-between gap-4 px-4 py-3 text-sm"
          >
            <div className="min-w-0">
              <p className="font-medium text-text">{t.companyName}</p>
              <p className="text-xs text-muted">
                {t.type === 'BUY' ? 'Bought' : 'Sold'} · {showDate(t.tradeDate)} · ISIN {t.isin}
              </p>
            </div>
            <div className="shrink-0 text-right">
              <Quantity t={t} />
              <p className="figures text-xs text-muted">Balance {shares(t.balance)}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-border bg-surface desktop:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Demat transactions</caption>
          <thead className="bg-subtle text-left text-muted">
            <HeadRow labels={columns} figuresFrom={3} cellClassName="px-4 py-3" />
          </thead>
          <tbody className="divide-y divide-border">
            {items.map((t, index) => (
              <tr key={`${t.acCode}-${t.isin}-${t.tradeDate}-${index}`}>
                <td className="figures px-4 py-3 whitespace-nowrap">{showDate(t.tradeDate)}</td>
                <th scope="row" className="px-4 py-3 text-left font-medium text-text">
                  {t.companyName}
                  <span className="block text-xs font-normal text-muted">ISIN {t.isin}</span>
                </th>
                <td className="px-4 py-3">{t.type === 'BUY' ? 'Bought' : 'Sold'}</td>
                <td className="px-4 py-3 text-right">
                  <Quantity t={t} />
                </td>
                <td className="figures px-4 py-3 text-right">{shares(t.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
