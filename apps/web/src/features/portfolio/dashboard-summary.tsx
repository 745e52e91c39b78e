import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { LoadError } from './load-error';
import { EmptyPortfolio } from './empty-portfolio';
import { Figure, Gain, NavDate, rupees, signedPercent } from './figures';
import { getHoldings, netWorthReport, todayAsOn } from './portfolio-calls';
import { useRemote } from './use-remote';
import { useReportAcCode } from './use-report-accode';

const topHoldings = 3;

/** The dashboard's summary: net worth as on today and the largest holdings. */
export function DashboardSummary() {
  const acCode = useReportAcCode();
  const asOn = todayAsOn();
  const state = useRemote(acCode && `${acCode}|${asOn}`, async (signal) => {
    const [worth, holdings] = await Promise.all([
      netWorthReport(acCode ?? '', asOn, signal),
      getHoldings(acCode ?? '', signal),
    ]);
    return { worth, holdings };
  });

  return (
    <section aria-labelledby="net-worth-heading" className="flex flex-col gap-4">
      <Card className="p-5">
        <h2 id="net-worth-heading" className="text-base font-semibold">
          Net worth
        </h2>
        {state.status === 'loading' && <SummarySkeleton />}
        {state.status === 'error' && (
          <LoadError message={state.message} retry={state.retry} className="mt-4" />
        )}
        {state.status === 'ready' && state.data.holdings.holdings.length === 0 && (
          <div className="mt-4">
            <EmptyPortfolio />
          </div>
        )}
        {state.status === 'ready' && state.data.holdings.holdings.length > 0 && (
          <>
            <p className="mt-0.5 text-xs text-muted">
              As on {state.data.worth.asOnDate.replaceAll('/', '-')}
            </p>
            <dl className="mt-4 grid grid-cols-2 gap-4">
              <Figure label="Current value" large className="col-span-2">
                {rupees(state.data.worth.netWorthPaise)}
              </Figure>
              <Figure label="Invested">{rupees(state.data.worth.investedPaise)}</Figure>
              <Figure label="XIRR">{signedPercent(state.data.worth.xirrPercent)}</Figure>
              <div className="col-span-2 flex flex-col gap-1">
                <dt className="text-sm text-muted">Gain</dt>
                <dd>
                  <Gain paise={state.data.worth.gainPaise} percent={state.data.worth.gainPercent} />
                </dd>
              </div>
            </dl>
            <NavDate date={state.data.worth.navDate} className="mt-3 block" />
          </>
        )}
      </Card>
      {state.status === 'ready' && state.data.holdings.holdings.length > 0 && (
        <Card className="p-5">
          <h2 className="text-base font-semibold">Top holdings</h2>
          <ul className="mt-3 flex flex-col divide-y divide-border">
            {state.data.holdings.holdings.slice(0, topHoldings).map((holding) => (
              <li key={`${holding.folioNo}-${holding.schemeCode}`} className="py-3">
                <p className="text-sm font-medium text-text">{holding.schemeName}</p>
                <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <span className="figures text-[15px] font-semibold">
                    {rupees(holding.currentValuePaise)}
                  </span>
                  <Gain
                    paise={holding.gainPaise}
                    percent={holding.gainPercent}
                    className="text-sm"
                  />
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
        </Card>
      )}
    </section>
  );
}

function SummarySkeleton() {
  return (
    <div role="status" aria-live="polite" className="mt-4 flex flex-col gap-4">
      <span className="sr-only">Loading your net worth…</span>
      <Skeleton className="h-10 w-48" />
      <div className="grid grid-cols-2 gap-4">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
      <Skeleton className="h-6 w-40" />
    </div>
  );
}
