import { formatPaise } from '@cdesk/domain';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../ui/card';
import { Skeleton } from '../../ui/skeleton';
import { Tabs } from '../../ui/tabs';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { LoadError } from '../../ui/load-error';
import { DematHoldingsSection } from './demat-holdings-section';
import { EmptyPortfolio } from './empty-portfolio';
import { Figure, Gain, NavDate, signedPercent } from './figures';
import { HoldingsTable } from './holdings-table';
import { getHoldings } from './portfolio-calls';
import { SipsTab } from './sips-tab';
import { TransactionsTab } from './transactions-tab';
import { useReportAcCode } from './use-report-accode';
import type { PortfolioTab } from '../../lib/paths';

// The chart is drawn only on this page, so it loads only with it.
const AllocationDonut = lazy(() => import('./allocation-donut'));

type Tab = PortfolioTab;
const tabs = [
  { value: 'holdings', label: 'Holdings' },
  { value: 'transactions', label: 'Transactions' },
  { value: 'sips', label: 'SIPs' },
] as const;

/** /portfolio and /transact/mutual-funds/portfolio: what the investor holds and how it is doing. */
export function PortfolioPage() {
  const acCode = useReportAcCode();
  const [query] = useSearchParams();
  const asked = query.get('tab');
  const [tab, setTab] = useState<Tab>(tabs.find((t) => t.value === asked)?.value ?? 'holdings');
  const { state, retry } = useGatewayLoad(acCode, (signal) => getHoldings(acCode ?? '', signal), {
    transition: true,
  });

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Portfolio</h1>
      <p className="mt-1.5 text-muted">
        Your mutual fund holdings, transactions and SIPs, and the shares in your demat account.
      </p>
      {state.status === 'loading' && <PageSkeleton />}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-8" />
      )}
      {state.status === 'ready' && state.data.holdings.length === 0 && (
        <Card className="mt-8 p-6">
          <EmptyPortfolio />
        </Card>
      )}
      {state.status === 'ready' && state.data.holdings.length > 0 && acCode && (
        <>
          <div className="mt-8 grid gap-4 desktop:grid-cols-[minmax(0,1fr)_420px]">
            <Card className="p-5 tablet:p-6">
              <h2 className="sr-only">Summary</h2>
              <dl className="grid gap-5 tablet:grid-cols-2">
                <Figure
                  label="Current value"
                  large
                  className="tablet:col-span-2"
                  note={
                    <NavDate
                      date={state.data.summary.navDate}
                      className="block font-normal tracking-normal"
                    />
                  }
                >
                  {formatPaise(state.data.summary.currentValuePaise)}
                </Figure>
                <Figure label="Invested">{formatPaise(state.data.summary.investedPaise)}</Figure>
                <div className="flex flex-col gap-1">
                  <dt className="text-sm text-muted">Gain</dt>
                  <dd className="text-lg">
                    <Gain
                      paise={state.data.summary.gainPaise}
                      percent={state.data.summary.gainPercent}
                    />
                  </dd>
                </div>
                <Figure label="XIRR">{signedPercent(state.data.summary.xirrPercent)}</Figure>
                <Figure label="Holdings">{state.data.holdings.length}</Figure>
              </dl>
            </Card>
            <Card className="p-5 tablet:p-6">
              <h2 className="text-base font-semibold">Allocation</h2>
              <div className="mt-4">
                <Suspense fallback={<Skeleton className="h-40" />}>
                  <AllocationDonut rows={state.data.allocation} />
                </Suspense>
              </div>
            </Card>
          </div>
          <div className="mt-8">
            <Tabs label="Portfolio" tabs={tabs} value={tab} onChange={setTab}>
              {tab === 'holdings' && <HoldingsTable holdings={state.data.holdings} />}
              {tab === 'transactions' && <TransactionsTab acCode={acCode} />}
              {tab === 'sips' && <SipsTab acCode={acCode} />}
            </Tabs>
          </div>
        </>
      )}
      {acCode && <DematHoldingsSection acCode={acCode} />}
    </main>
  );
}

function PageSkeleton() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="mt-8 grid gap-4 desktop:grid-cols-[minmax(0,1fr)_420px]"
    >
      <span className="sr-only">Loading your portfolio…</span>
      <Skeleton className="h-56" />
      <Skeleton className="h-56" />
      <Skeleton className="h-64 desktop:col-span-2" />
    </div>
  );
}
