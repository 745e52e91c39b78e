import {
  formatDate,
  formatPaise,
  monthsBefore,
  pointToPointReturn,
  returnPeriods,
  schemeMessages,
  type ReturnPeriod,
  type TGetSchemeInsightResponse,
} from '@cdesk/domain';
import { ArrowLeft, FileText } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { Alert } from '../../../ui/alert';
import { Card } from '../../../ui/card';
import { HeadRow } from '../../../ui/head-row';
import { SegmentedChoice } from '../../../ui/segmented-choice';
import { Skeleton } from '../../../ui/skeleton';
import { navText, ReturnFigure, RiskBadge } from './figures';
import { InvestButtons } from './invest-buttons';
import { HeldActions } from '../sell/held-actions';
import { useHeldSchemes } from '../sell/use-held-schemes';
import { NavChart } from './nav-chart';
import { getSchemeInsight } from './scheme-api';

const periodLabels: Record<ReturnPeriod, string> = {
  '1M': '1 month',
  '3M': '3 months',
  '6M': '6 months',
  '1Y': '1 year',
};
const rangeChoices = returnPeriods.map((p) => ({ value: p.period, label: p.period }));

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-3 last:border-b-0 tablet:flex-row tablet:justify-between tablet:gap-6">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-[15px] text-text tablet:text-right">{children}</dd>
    </div>
  );
}

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
  const held = useHeldSchemes().get(insight.schCode);
  const oneYear = insight.returns.find((r) => r.period === '1Y')?.returnPct ?? null;
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

      <Card className="mt-6 grid grid-cols-2 gap-4 p-4 tablet:grid-cols-4 tablet:p-6">
        <div className="col-span-2 tablet:col-span-1">
          <p className="text-sm text-muted">Latest NAV</p>
          <p className="figures text-2xl font-semibold">
            {insight.latestNav ? navText(insight.latestNav.latestNav) : '–'}
          </p>
          {insight.latestNav && (
            <p className="figures text-sm text-muted">
              as on {formatDate(insight.latestNav.navDate)}
            </p>
          )}
        </div>
        <div>
          <p className="text-sm text-muted">1Y return</p>
          <ReturnFigure value={oneYear} className="text-xl" />
        </div>
        <div>
          <p className="text-sm text-muted">Riskometer</p>
          <div className="mt-1">
            <RiskBadge label={insight.riskometerVal} level={insight.riskLevel} />
          </div>
        </div>
        <div className="col-span-2 hidden gap-2 tablet:col-span-1 tablet:flex tablet:flex-col">
          {canInvest && <InvestButtons schCode={insight.schCode} sip={sip} />}
        </div>
        {held && (
          <div className="col-span-2 tablet:col-span-4">
            <HeldActions held={held} schemeName={insight.schName} />
          </div>
        )}
      </Card>

      <div className="mt-4 grid gap-4 desktop:grid-cols-[1fr_360px]">
        <ChartCard insight={insight} />
        <Card className="p-4 tablet:p-6">
          <h2 className="text-base font-semibold">Returns</h2>
          <p className="mt-1 text-sm text-muted">Point to point, to the latest NAV.</p>
          <table className="mt-3 w-full text-[15px]">
            <thead>
              <HeadRow
                labels={['Period', 'From NAV', 'Return']}
                figuresFrom={2}
                cellClassName="py-2"
                className="text-left text-sm text-muted"
              />
            </thead>
            <tbody>
              {insight.returns.map((r) => (
                <tr key={r.period} className="border-t border-border">
                  <th scope="row" className="py-2.5 text-left font-medium">
                    {periodLabels[r.period as ReturnPeriod] ?? r.period}
                  </th>
                  <td className="figures py-2.5 text-sm text-muted">
                    {r.fromNav ? (
                      <>
                        {navText(r.fromNav.nav)}
                        <br />
                        {formatDate(r.fromNav.navDate)}
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td className="py-2.5 text-right">
                    <ReturnFigure value={r.returnPct} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      </div>

      <div className="mt-4 grid gap-4 desktop:grid-cols-[1fr_360px]">
        <Card className="p-4 tablet:p-6">
          <h2 className="text-base font-semibold">Scheme details</h2>
          <dl className="mt-2">
            <Fact label="Category">{insight.category}</Fact>
            <Fact label="Benchmark">{insight.benchmark}</Fact>
            <Fact label="Exit load">{insight.exitLoad}</Fact>
            <Fact label="Minimum investment">
              <span className="figures">{formatPaise(insight.minLumpsumPaise)}</span>
            </Fact>
            <Fact label="Minimum additional investment">
              <span className="figures">{formatPaise(insight.minAdditionalPaise)}</span>
            </Fact>
            {insight.maxAmountPaise !== null && (
              <Fact label="Maximum per purchase">
                <span className="figures">{formatPaise(insight.maxAmountPaise)}</span>
              </Fact>
            )}
            {sip ? (
              <>
                <Fact label="Minimum SIP instalment">
                  <span className="figures">{formatPaise(insight.minSipPaise)}</span>
                </Fact>
                <Fact label="SIP frequencies">
                  {insight.sipFrequencies.map((f) => f.label).join(', ')}
                </Fact>
                <Fact label="SIP dates">
                  {insight.sipDates.length === 28
                    ? 'Any day from 1 to 28'
                    : insight.sipDates.join(', ')}
                </Fact>
              </>
            ) : (
              <Fact label="SIP">Not available for this scheme</Fact>
            )}
            {insight.lockInDays > 0 && (
              <Fact label="Lock-in">{Math.round(insight.lockInDays / 365)} years</Fact>
            )}
            {insight.isLiquidOrOvernight && (
              <Fact label="Cut-off time">
                1:30 pm: money in by then gets the previous day's NAV
              </Fact>
            )}
            {insight.isin && <Fact label="ISIN">{insight.isin}</Fact>}
          </dl>
        </Card>
        <Card className="p-4 tablet:p-6">
          <h2 className="text-base font-semibold">Scheme documents</h2>
          <ul className="mt-2 flex flex-col">
            {[...insight.kimFileList, ...insight.offerFileList].map((file) => (
              <li key={file.fileUrl}>
                <a
                  href={file.fileUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="flex min-h-11 items-center gap-2 rounded-card px-2 text-[15px] font-medium text-brand hover:bg-brand-soft"
                >
                  <FileText aria-hidden className="size-4 shrink-0" />
                  {file.fileName}
                </a>
              </li>
            ))}
          </ul>
        </Card>
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
