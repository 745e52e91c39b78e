import { formatPaise, showDate } from '@cdesk/domain';
import type { TNetWorthReportResponse } from '@cdesk/domain';
import { CardSection } from '../../ui/card-section';
import { Placeholder } from '../../ui/placeholder';
import { Figure, Gain, signedPercent } from './figures';

/**
 * Net worth as on the date of the NAVs it is valued at, never a day the NAV history does not
 * reach. While it loads, the card keeps the shape of the figures it will show,
 * line for line, so the page does not jump when they arrive.
 */
export function NetWorthCard({
  worth,
  children,
  className,
}: {
  /** The report; undefined while it loads, unless `children` replace the figures. */
  worth?: TNetWorthReportResponse;
  /** Shown instead of the figures: an error, or the empty-portfolio message. */
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <CardSection headingId="net-worth-heading" title="Net worth" className={className}>
      {children ?? (worth ? <Figures worth={worth} /> : <LoadingFigures />)}
    </CardSection>
  );
}

function Figures({ worth }: { worth: TNetWorthReportResponse }) {
  return (
    <>
      <p className="mt-0.5 text-xs text-muted">
        As on {worth.navDate ? showDate(worth.navDate) : worth.asOnDate.replaceAll('/', '-')}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <Figure label="Current value" large className="col-span-2">
          {formatPaise(worth.netWorthPaise)}
        </Figure>
        <Figure label="Invested">{formatPaise(worth.investedPaise)}</Figure>
        <Figure label="XIRR">{signedPercent(worth.xirrPercent)}</Figure>
        <div className="col-span-2 flex flex-col gap-1">
          <dt className="text-sm text-muted">Gain</dt>
          <dd>
            <Gain paise={worth.gainPaise} percent={worth.gainPercent} />
          </dd>
        </div>
      </dl>
    </>
  );
}

function LoadingFigures() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading your net worth…</span>
      <p className="mt-0.5 text-xs">
        <Placeholder sample="As on 00-00-0000" />
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <Figure label="Current value" large className="col-span-2">
          <Placeholder sample="₹0,00,000.00" />
        </Figure>
        <Figure label="Invested">
          <Placeholder sample="₹0,00,000.00" />
        </Figure>
        <Figure label="XIRR">
          <Placeholder sample="+00.00%" />
        </Figure>
        <div className="col-span-2 flex flex-col gap-1">
          <dt className="text-sm text-muted">Gain</dt>
          <dd className="font-semibold">
            <Placeholder sample="+₹00,000.00 (+00.00%)" />
          </dd>
        </div>
      </dl>
    </div>
  );
}
