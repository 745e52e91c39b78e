import { formatPaise, showDate, type TDematHolding } from '@cdesk/domain';
import { HeadRow } from '../../ui/head-row';

const columns = ['Company', 'Quantity', 'Free', 'Pledged', 'Locked-in', 'Closing price', 'Value'];
const shares = (n: number) => n.toLocaleString('en-IN');

/** Shares by ISIN: a table at desktop width with the total under it, cards on phones and tablets. */
export function DematHoldingsTable({
  holdings,
  totalValuePaise,
  showAccount = false,
}: {
  holdings: TDematHolding[];
  totalValuePaise: number;
  /** Name each row's account code: the family's shares from several demat accounts. */
  showAccount?: boolean;
}) {
  const whose = (h: TDematHolding) => (showAccount ? ` · ${h.acCode}` : '');
  return (
    <>
      <ul className="grid gap-3 tablet:grid-cols-2 desktop:hidden" aria-label="Demat holdings">
        {holdings.map((h) => (
          <DematHoldingCard key={`${h.acCode}-${h.isin}`} h={h} account={whose(h)} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-border bg-surface desktop:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Demat holdings by ISIN</caption>
          <thead className="bg-subtle text-left text-muted">
            <HeadRow labels={columns} figuresFrom={1} cellClassName="px-4 py-3" />
          </thead>
          <tbody className="divide-y divide-border">
            {holdings.map((h) => (
              <tr key={`${h.acCode}-${h.isin}`}>
                <th scope="row" className="px-4 py-3 text-left font-medium text-text">
                  {h.companyName}
                  <span className="block text-xs font-normal text-muted">
                    ISIN {h.isin}
                    {whose(h)}
                  </span>
                </th>
                <td className="figures px-4 py-3 text-right">{shares(h.quantity)}</td>
                <td className="figures px-4 py-3 text-right">{shares(h.freeQuantity)}</td>
                <td className="figures px-4 py-3 text-right">{shares(h.pledgedQuantity)}</td>
                <td className="figures px-4 py-3 text-right">{shares(h.lockedInQuantity)}</td>
                <td className="figures px-4 py-3 text-right">
                  {formatPaise(h.pricePaise)}
                  <PriceDate date={h.priceDate} />
                </td>
                <td className="figures px-4 py-3 text-right font-semibold">
                  {formatPaise(h.valuePaise)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-border-strong bg-subtle">
            <tr>
              <th scope="row" colSpan={6} className="px-4 py-3 text-left font-semibold text-text">
                Total
              </th>
              <td className="figures px-4 py-3 text-right font-semibold text-text">
                {formatPaise(totalValuePaise)}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
    </>
  );
}

/** One company's shares as a card, on phones and tablets. */
function DematHoldingCard({ h, account }: { h: TDematHolding; account: string }) {
  return (
    <li className="rounded-card border border-border bg-surface p-4">
      <p className="font-medium text-text">{h.companyName}</p>
      <p className="mt-0.5 text-xs text-muted">
        ISIN {h.isin} · {shares(h.quantity)} shares{account}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Value</dt>
        <dd className="figures text-right font-semibold">{formatPaise(h.valuePaise)}</dd>
        <dt className="text-muted">Closing price</dt>
        <dd className="figures text-right">
          {formatPaise(h.pricePaise)}
          <PriceDate date={h.priceDate} />
        </dd>
        <dt className="text-muted">Free</dt>
        <dd className="figures text-right">{shares(h.freeQuantity)}</dd>
        {h.pledgedQuantity > 0 && (
          <>
            <dt className="text-muted">Pledged</dt>
            <dd className="figures text-right">{shares(h.pledgedQuantity)}</dd>
          </>
        )}
        {h.lockedInQuantity > 0 && (
          <>
            <dt className="text-muted">Locked-in</dt>
            <dd className="figures text-right">{shares(h.lockedInQuantity)}</dd>
          </>
        )}
      </dl>
    </li>
  );
}

function PriceDate({ date }: { date: string }) {
  return <span className="block text-xs whitespace-nowrap text-muted">as on {showDate(date)}</span>;
}
