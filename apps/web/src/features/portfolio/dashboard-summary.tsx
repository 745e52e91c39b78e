import { formatPaise } from '@cdesk/domain';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { CardSection } from '../../ui/card-section';
import { EmptyPortfolio } from './empty-portfolio';
import { Gain, NavDate } from './figures';
import { useBusinessToday } from '../../lib/use-business-clock';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { LoadError } from '../../ui/load-error';
import { NetWorthCard } from './net-worth-card';
import { asOnText, getHoldings, netWorthReport } from './portfolio-calls';
import { useReportAcCode } from './use-report-accode';

const topHoldings = 3;

export type DashboardSummaryState = ReturnType<typeof useDashboardSummary>;

/** The dashboard's money: net worth as on the business day and the holdings, for the code shown. */
export function useDashboardSummary() {
  const acCode = useReportAcCode();
  const asOn = asOnText(useBusinessToday());
  return useGatewayLoad(
    acCode && `${acCode}|${asOn}`,
    async (signal) => {
      const [worth, holdings] = await Promise.all([
        netWorthReport(acCode ?? '', asOn, signal),
        getHoldings(acCode ?? '', signal),
      ]);
      return { worth, holdings };
    },
    { transition: true },
  );
}

/** Net worth, or why there is none: an error, or the empty portfolio that points to the partner. */
export function NetWorthPanel({
  state: { state, retry },
  className,
}: {
  state: DashboardSummaryState;
  className?: string;
}) {
  if (state.status === 'loading') return <NetWorthCard className={className} />;
  if (state.status === 'error') {
    return (
      <NetWorthCard className={className}>
        <LoadError message={state.message} onRetry={retry} className="mt-4" />
      </NetWorthCard>
    );
  }
  if (state.data.holdings.holdings.length === 0) {
    return (
      <NetWorthCard className={className}>
        <div className="mt-4">
          <EmptyPortfolio />
        </div>
      </NetWorthCard>
    );
  }
  return <NetWorthCard worth={state.data.worth} className={className} />;
}

/** The largest holdings, once known; nothing while loading, so it comes last on the page. */
export function TopHoldings({
  state: { data },
  className,
}: {
  state: DashboardSummaryState;
  className?: string;
}) {
  if (!data || data.holdings.holdings.length === 0) return null;
  const { holdings } = data;
  return (
    <CardSection headingId="top-holdings-heading" title="Top holdings" className={className}>
      <ul className="mt-3 flex flex-col divide-y divide-border">
        {holdings.holdings.slice(0, topHoldings).map((holding) => (
          <li key={`${holding.folioNo}-${holding.schemeCode}`} className="py-3">
            <p className="text-sm font-medium text-text">{holding.schemeName}</p>
            <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="figures text-[15px] font-semibold">
                {formatPaise(holding.currentValuePaise)}
              </span>
              <Gain paise={holding.gainPaise} percent={holding.gainPercent} className="text-sm" />
            </div>
            <NavDate date={holding.navDate} />
          </li>
        ))}
      </ul>
      <Link
        to="/portfolio"
        className="mt-2 inline-flex min-h-11 items-center gap-1 text-[15px] font-semibold text-brand hover:underline"
      >
        View portfolio
        <ChevronRight aria-hidden className="size-4" />
      </Link>
    </CardSection>
  );
}
