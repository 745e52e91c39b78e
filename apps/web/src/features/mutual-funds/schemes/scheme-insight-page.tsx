import {
  formatDate,
  monthsBefore,
  pointToPointReturn,
  returnPeriods,
  schemeMessages,
  type ReturnPeriod,
  type TGetSchemeInsightResponse,
} from '@cdesk/domain';
import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Skeleton } from '../../../ui/skeleton';
import { navText, ReturnFigure } from './figures';
import { InvestButtons } from './invest-buttons';
import { NavChart } from './nav-chart';
import {
  InsightHeadline,
  ReturnsCard,
  SchemeDetailsCard,
  SchemeDocumentsCard,
} from './scheme-insight-sections';
import { getSchemeInsight } from './scheme-api';

const rangeChoices = returnPeriods.map((p) => ({ value: p.period, label: p.period }));

function ChartCard({ insight }: { insight: TGetSchemeInsightResponse }) {
  const [range, setRange] = useState<ReturnPeriod>('1Y');
  const latest = insight.latestNav;
  const points = useMemo(() => {
    if (!latest) return [];
    const months = returnPeriods.find((p) => p.period === range)?.months ?? 12;
    const from = monthsBefore(latest.navDate, months);
    return insight.navHistory.filter((p) => p.navDate >= from);
  }, [insight.navHistory, latest, range]);
  const first = points[0];
  const last = points.at(-1);
  return (
    // min-w-0: the canvas must not hold the grid column open when the window narrows.
    <Card className="min-w-0 p-4 tablet:p-6">
      <div className="flex flex-col gap-3 tablet:flex-row tablet:items-center tablet:justify-between">
        <h2 className="text-base font-semibold">NAV history</h2>
        <div className="tablet:w-72">
          <SegmentedChoice
            label="Chart range"
            value={range}
            choices={rangeChoices}
            onChange={setRange}
          />
        </div>
      </div>
      {points.length < 2 || !first || !last ? (
        <p className="mt-6 text-[15px] text-muted">{schemeMessages.noNavHistory}</p>
      ) : (
        <>
          <p className="mt-3 text-sm text-muted">
            {navText(first.nav)} on {formatDate(first.navDate)} to {navText(last.nav)} on{' '}
            {formatDate(last.navDate)}{' '}
            <ReturnFigure value={pointToPointReturn(first.nav, last.nav)} className="ml-1" />
          </p>
          <div className="mt-3">
            <NavChart points={points} />
          </div>
        </>
      )}
    </Card>
  );
}

function InsightSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading the scheme" className="flex flex-col gap-4">
      <Skeleton className="h-8 w-4/5" />
      <Skeleton className="h-5 w-2/5" />
      <Skeleton className="mt-4 h-28" />
      <Skeleton className="h-72" />
      <Skeleton className="h-64" />
    </div>
  );
}

function Insight({ insight }: { insight: TGetSchemeInsightResponse }) {
  const sip = insight.sipFrequencies.length > 0;
  const canInvest = insight.purchaseAllowed;
  return (
    <>
      <h1 className="mt-2 text-2xl leading-tight font-semibold tracking-tight tablet:text-3xl">
        {insight.schName}
      </h1>
      <p className="mt-1.5 text-muted">
        {insight.amc} · {insight.subType} · {insight.plan === 'DIRECT' ? 'Direct' : 'Regular'} ·{' '}
        {insight.option === 'IDCW' ? 'IDCW' : 'Growth'}
      </p>
      {insight.isNfo && insight.nfoWindow && (
        <Alert tone="info" className="mt-4">
          New fund offer: open from {formatDate(insight.nfoWindow.openDate)} to{' '}
          {formatDate(insight.nfoWindow.closeDate)}.
        </Alert>
      )}

      <InsightHeadline insight={insight} />

      <div className="mt-4 grid gap-4 desktop:grid-cols-[1fr_360px]">
        <ChartCard insight={insight} />
        <ReturnsCard insight={insight} />
      </div>

      <div className="mt-4 grid gap-4 desktop:grid-cols-[1fr_360px]">
        <SchemeDetailsCard insight={insight} />
        <SchemeDocumentsCard insight={insight} />
      </div>

      {canInvest && (
        <div className="sticky bottom-0 -mx-4 mt-6 flex gap-2 border-t border-border bg-surface/95 px-4 py-3 backdrop-blur tablet:hidden">
          <InvestButtons schCode={insight.schCode} sip={sip} className="flex-1" />
        </div>
      )}
    </>
  );
}

/** /scheme-insight/{schCode}: one scheme's NAV, returns, riskometer, loads and documents. */
export function SchemeInsightPage() {
  const { schCode = '' } = useParams();
  const { state: remote } = useGatewayLoad(schCode, (signal) => getSchemeInsight(schCode, signal), {
    keepPrevious: true,
  });
  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-8">
      <Link
        to="/transact/mutual-funds/allFunds"
        className="-ml-2 inline-flex min-h-11 items-center gap-1.5 rounded-card px-2 text-sm font-medium text-brand hover:bg-brand-soft"
      >
        <ArrowLeft aria-hidden className="size-4" />
        All Funds
      </Link>
      {remote.status === 'error' ? (
        <Alert tone="error" className="mt-4">
          {remote.message}
        </Alert>
      ) : remote.status === 'loading' ? (
        <div className="mt-2">
          <InsightSkeleton />
        </div>
      ) : (
        <Insight insight={remote.data} />
      )}
    </main>
  );
}
