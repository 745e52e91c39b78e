import { formatPaise, type TCapitalGainStatementRequest } from '@cdesk/domain';
import { useState } from 'react';
import { NavLink } from 'react-router';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Card } from '../../ui/card';
import { cx } from '../../ui/cx';
import { LoadError } from '../../ui/load-error';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { Select } from '../../ui/select';
import { Skeleton } from '../../ui/skeleton';
import { useReportAcCode } from '../portfolio';
import { SignedAmount } from './signed-amount';
import { DownloadButtons } from './download-buttons';
import { GainDetail } from './gain-detail';
import { GainSales } from './gain-sales';
import { GainSummary } from './gain-summary';
import { GainPeriods } from './gain-periods';
import { downloadCapitalGains, downloadSchedule112a, getCapitalGains } from './report-calls';
import { capitalGainDetailPath, capitalGainSummaryPath } from '../../lib/paths';

type Term = 'ALL' | 'SHORT' | 'LONG';
const terms = [
  { value: 'ALL', label: 'All' },
  { value: 'SHORT', label: 'Short term' },
  { value: 'LONG', label: 'Long term' },
] as const;

const views = [
  { to: capitalGainSummaryPath, label: 'Summary' },
  { to: capitalGainDetailPath, label: 'Lot by lot' },
];

/**
 * /report/mutual-funds/capital-gain/summary and /detail: the realised gains of a financial year,
 * by scheme and term or lot by lot, with the statement as PDF and CSV.
 */
export function CapitalGainPage({ view }: { view: 'summary' | 'detail' }) {
  const acCode = useReportAcCode();
  const [financialYear, setFinancialYear] = useState('');
  const [scheme, setScheme] = useState('');
  const [term, setTerm] = useState<Term>('ALL');
  const [folioNo = '', code = '0'] = scheme.split('|');
  const body: TCapitalGainStatementRequest = {
    acCode: acCode ?? '',
    financialYear,
    folioNo,
    schemeCode: Number(code),
    term,
  };
  const { state, retry } = useGatewayLoad(
    acCode === null ? null : JSON.stringify(body),
    (signal) => getCapitalGains(body, signal),
    { keepPrevious: true },
  );
  const data = state.status === 'ready' ? state.data : null;
  const undetermined =
    data?.schemes.some((s) =>
      s.sales.some((sale) => sale.lots.some((l) => l.term === 'UNDETERMINED')),
    ) ?? false;

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-8 tablet:px-6 tablet:py-10">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">
        Capital gains statement
      </h1>
      <p className="mt-1.5 text-muted">
        Gains on the units you sold or switched out in a financial year, first in first out, short
        or long term by the scheme&apos;s holding period: the sale value less the exit load less the
        cost, stamp duty included (grandfathered at 31-01-2018 for older equity units).
      </p>
      <nav aria-label="Statement views" className="mt-6 flex gap-2">
        {views.map((v) => (
          <NavLink
            key={v.to}
            to={v.to}
            className={({ isActive }) =>
              cx(
                'inline-flex min-h-11 items-center rounded-card px-4 text-sm font-medium',
                isActive ? 'bg-brand text-white' : 'bg-subtle text-text hover:bg-brand-soft',
              )
            }
          >
            {v.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6 grid gap-4 tablet:grid-cols-2 desktop:grid-cols-[200px_minmax(0,1fr)_320px] desktop:items-end">
        <Select
          label="Financial year"
          value={data?.financialYear ?? financialYear}
          onValueChange={(fy) => {
            setFinancialYear(fy);
            setScheme('');
          }}
          options={(data?.financialYears ?? []).map((fy) => ({ value: fy, label: `FY ${fy}` }))}
        />
        <Select
          label="Scheme"
          value={scheme}
          onValueChange={setScheme}
          placeholder="All schemes"
          options={(data?.choices ?? []).map((c) => ({
            value: `${c.folioNo}|${c.schemeCode}`,
            label: `${c.schemeName} (${c.folioNo})`,
          }))}
        />
        <SegmentedChoice label="Term" value={term} choices={terms} onChange={setTerm} />
      </div>
      {state.status === 'loading' && <Skeleton className="mt-8 h-64" />}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-8" />
      )}
      {data && (
        <div aria-busy={state.status === 'ready' && state.refreshing ? true : undefined}>
          <Card className="mt-6 p-5">
            <h2 className="sr-only">Totals</h2>
            <dl className="grid grid-cols-2 gap-4 desktop:grid-cols-5" aria-label="Totals">
              <Total label="Short-term gain" testId="total-short">
                <SignedAmount paise={data.totals.shortTermPaise} />
              </Total>
              <Total label="Long-term gain" testId="total-long">
                <SignedAmount paise={data.totals.longTermPaise} />
              </Total>
              <Total label="Exit load" testId="total-exit-load">
                <span className="figures font-semibold">
                  {formatPaise(data.totals.exitLoadPaise)}
                </span>
              </Total>
              <Total label="Sale value" testId="total-sale">
                <span className="figures font-semibold">
                  {formatPaise(data.totals.saleValuePaise)}
                </span>
              </Total>
              <Total label="Total gain" testId="total-gain">
                <SignedAmount paise={data.totals.gainPaise} />
              </Total>
              {undetermined && (
                <Total label="Term not determinable" testId="total-undetermined">
                  <SignedAmount paise={data.totals.undeterminedTermPaise} />
                </Total>
              )}
            </dl>
          </Card>
          <div className="mt-4 flex flex-col gap-3 tablet:flex-row tablet:items-center tablet:justify-between">
            <p className="text-sm text-muted">
              FY {data.financialYear}: sales from 01-04-{data.fromDate.slice(0, 4)} to 31-03-
              {data.toDate.slice(0, 4)}. Amounts in rupees.
            </p>
            <DownloadButtons
              download={(kind) =>
                downloadCapitalGains({ ...body, financialYear: data.financialYear }, kind)
              }
              extra={[
                {
                  id: 'schedule-112a',
                  label: 'Schedule 112A (CSV)',
                  download: () =>
                    downloadSchedule112a({
                      acCode: body.acCode,
                      financialYear: data.financialYear,
                    }),
                },
              ]}
            />
          </div>
          {data.schemes.length === 0 ? (
            <p className="mt-6 text-muted">
              You sold no units in FY {data.financialYear}
              {term === 'ALL' ? '' : ` with a ${term === 'SHORT' ? 'short' : 'long'}-term gain`}:
              there is no capital gain to report.
            </p>
          ) : view === 'summary' ? (
            <>
              <GainSummary statement={data} />
              <GainPeriods statement={data} />
              <GainSales statement={data} />
            </>
          ) : (
            <GainDetail statement={data} />
          )}
        </div>
      )}
    </main>
  );
}

function Total({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <div data-testid={testId}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-lg">{children}</dd>
    </div>
  );
}
