import { formatFigure, type THolding, formatPaise } from '@cdesk/domain';
import { Link } from 'react-router';
import { cx } from '../../ui/cx';
import { HeadRow } from '../../ui/head-row';
import { redeemPath, switchPath, type HoldingRef } from '../mutual-funds';
import { Gain, NavDate, signedPercent } from './figures';

const columns = ['Scheme', 'Units', 'NAV', 'Invested', 'Current value', 'Gain', 'XIRR', 'Actions'];

/** What the investor may do with a holding: sell, switch, withdraw or transfer regularly. */
function HoldingActions({
  holding,
  name,
  className,
}: {
  holding: HoldingRef;
  name: string;
  className?: string;
}) {
  const actions = [
    ['Redeem', redeemPath(holding)],
    ['Switch', switchPath(holding)],
    ['SWP', redeemPath(holding, 'swp')],
    ['STP', switchPath(holding, 'stp')],
  ] as const;
  return (
    <div className={cx('flex flex-wrap gap-x-1 gap-y-1', className)}>
      {actions.map(([label, to]) => (
        <Link
          key={label}
          to={to}
          aria-label={`${label} ${name}, folio ${holding.folioNo}`}
          className="inline-flex min-h-11 items-center rounded-md px-2 text-sm font-medium text-brand hover:bg-brand-soft desktop:min-h-8"
        >
          {label}
        </Link>
      ))}
    </div>
  );
}

/** One holding as a card, on phones and tablets. */
function HoldingCard({ h }: { h: THolding }) {
  return (
    <li className="rounded-card border border-border bg-surface p-4">
      <p className="font-medium text-text">{h.schemeName}</p>
      <p className="mt-0.5 text-xs text-muted">
        Folio {h.folioNo} · {formatFigure(h.units, 'units')} units
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
        <dt className="text-muted">Current value</dt>
        <dd className="figures text-right font-semibold">{formatPaise(h.currentValuePaise)}</dd>
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
      <div className="-mx-2 mt-3 border-t border-border pt-2">
        <HoldingActions
          holding={{ schCode: h.schemeCode, folioNo: h.folioNo }}
          name={h.schemeName}
        />
      </div>
    </li>
  );
}

/** Holdings by scheme and folio: a table at desktop width, cards on phones and tablets. */
export function HoldingsTable({ holdings }: { holdings: THolding[] }) {
  return (
    <>
      <ul className="grid gap-3 tablet:grid-cols-2 desktop:hidden" aria-label="Holdings">
        {holdings.map((h) => (
          <HoldingCard key={`${h.folioNo}-${h.schemeCode}`} h={h} />
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
                <td className="px-2 py-2">
                  <HoldingActions
                    holding={{ schCode: h.schemeCode, folioNo: h.folioNo }}
                    name={h.schemeName}
                    className="w-36 justify-end"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
