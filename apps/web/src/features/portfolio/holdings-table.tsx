import { formatFigure, type THolding, formatPaise } from '@cdesk/domain';
import { HeadRow } from '../../ui/head-row';
import { Gain, NavDate, signedPercent } from './figures';

const columns = ['Scheme', 'Units', 'NAV', 'Invested', 'Current value', 'Gain', 'XIRR'];

/** Holdings by scheme and folio: a table at desktop width, cards on phones and tablets. */
export function HoldingsTable({ holdings }: { holdings: THolding[] }) {
  return (
    <>
      <ul className="grid gap-3 tablet:grid-cols-2 desktop:hidden" aria-label="Holdings">
        {holdings.map((h) => (
          <li
            key={`${h.folioNo}-${h.schemeCode}`}
            className="rounded-card border border-border bg-surface p-4"
          >
            <p className="font-medium text-text">{h.schemeName}</p>
            <p className="mt-0.5 text-xs text-muted">
              Folio {h.folioNo} · {formatFigure(h.units, 'units')} units
            </p>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted">Current value</dt>
              <dd className="figures text-right font-semibold">
                {formatPaise(h.currentValuePaise)}
              </dd>
              <dt className="text-muted">Invested</dt>
              <dd className="figures text-right">{formatPaise(h.investedPaise)}</dd>
              <dt className="text-muted">Gain</dt>
              <dd className="text-right">
                <Gain paise={h.gainPaise} percent={h.gainPercent} stacked className="text-sm" />
              </dd>
              <dt className="text-muted">XIRR</dt>
              <dd className="figures text-right">{signedPercent(h.xirrPercent)}</dd>
              <dt className="text-muted">NAV</dt>
              <dd className="figures text-right">
                {formatFigure(h.nav, 'nav', { symbol: true })}
                <NavDate date={h.navDate} className="block" />
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-card border border-border bg-surface desktop:block">
        <table className="w-full text-sm">
          <caption className="sr-only">Holdings by scheme and folio</caption>
          <thead className="bg-subtle text-left text-muted">
            <HeadRow labels={columns} figuresFrom={1} cellClassName="px-4 py-3" />
          </thead>
          <tbody className="divide-y divide-border">
            {holdings.map((h) => (
              <tr key={`${h.folioNo}-${h.schemeCode}`}>
                <th scope="row" className="px-4 py-3 text-left font-medium text-text">
                  {h.schemeName}
                  <span className="block text-xs font-normal text-muted">Folio {h.folioNo}</span>
                </th>
                <td className="figures px-4 py-3 text-right">{formatFigure(h.units, 'units')}</td>
                <td className="figures px-4 py-3 text-right">
                  {formatFigure(h.nav, 'nav', { symbol: true })}
                  <NavDate date={h.navDate} className="block" />
                </td>
                <td className="figures px-4 py-3 text-right">{formatPaise(h.investedPaise)}</td>
                <td className="figures px-4 py-3 text-right font-semibold">
                  {formatPaise(h.currentValuePaise)}
                </td>
                <td className="px-4 py-3 text-right">
                  <Gain paise={h.gainPaise} percent={h.gainPercent} stacked className="text-sm" />
                </td>
                <td className="figures px-4 py-3 text-right">{signedPercent(h.xirrPercent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
