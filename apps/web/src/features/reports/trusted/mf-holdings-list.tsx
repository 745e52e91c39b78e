import { formatPaise, showDate, type TGetHoldingsResponse } from '@cdesk/domain';
import { Card } from '../../../ui/card';
import { HeadRow } from '../../../ui/head-row';
import { Figure } from '../../portfolio';

const columns = ['Scheme', 'Units', 'NAV', 'Invested', 'Current value'];

/** A mutual fund holding statement, read-only: totals, then each scheme and folio. */
export function MfHoldingsList({ data }: { data: TGetHoldingsResponse }) {
  if (data.holdings.length === 0)
    return <Card className="mt-6 p-5 text-sm text-muted">No mutual fund units are held.</Card>;
  return (
    <>
      <Card className="mt-6 p-5 tablet:p-6">
        <dl className="grid gap-5 tablet:grid-cols-3">
          <Figure
            label="Current value"
            large
            note={
              data.summary.navDate && (
                <span className="block text-xs font-normal tracking-normal text-muted">
                  At NAVs of {showDate(data.summary.navDate)}
                </span>
              )
            }
          >
            {formatPaise(data.summary.currentValuePaise)}
          </Figure>
          <Figure label="Invested">{formatPaise(data.summary.investedPaise)}</Figure>
          <Figure label="Schemes">{data.holdings.length}</Figure>
        </dl>
      </Card>
      <ul className="mt-4 grid gap-3 tablet:grid-cols-2 desktop:hidden" aria-label="Holdings">
        {data.holdings.map((h) => (
          <li
            key={`${h.folioNo}-${h.schemeCode}`}
            className="rounded-card border border-border bg-surface p-4 text-sm"
          >
            <p className="font-medium text-text">{h.schemeName}</p>
            <p className="mt-0.5 text-xs text-muted">Folio {h.folioNo}</p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
              <dt className="text-muted">Current value</dt>
              <dd className="figures text-right font-semibold">
                {formatPaise(h.currentValuePaise)}
              </dd>
              <dt className="text-muted">Units</dt>
              <dd className="figures text-right">{h.units}</dd>
              <dt className="text-muted">NAV ({showDate(h.navDate)})</dt>
              <dd className="figures text-right">{h.nav}</dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="mt-4 hidden overflow-x-auto rounded-card border border-border bg-surface desktop:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Mutual fund holdings</caption>
          <thead className="bg-subtle text-left text-muted">
            <HeadRow labels={columns} figuresFrom={1} cellClassName="px-4 py-3" />
          </thead>
          <tbody className="divide-y divide-border">
            {data.holdings.map((h) => (
              <tr key={`${h.folioNo}-${h.schemeCode}`}>
                <th scope="row" className="px-4 py-3 text-left font-medium text-text">
                  {h.schemeName}
                  <span className="block text-xs font-normal text-muted">Folio {h.folioNo}</span>
                </th>
                <td className="figures px-4 py-3 text-right">{h.units}</td>
                <td className="figures px-4 py-3 text-right">
                  {h.nav}
                  <span className="block text-xs text-muted">{showDate(h.navDate)}</span>
                </td>
                <td className="figures px-4 py-3 text-right">{formatPaise(h.investedPaise)}</td>
                <td className="figures px-4 py-3 text-right font-semibold">
                  {formatPaise(h.currentValuePaise)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
