import { LoadError } from '../../ui/load-error';
import { Skeleton } from '../../ui/skeleton';
import { CapitalGainFilters, CapitalGainViews } from './capital-gain-filters';
import { CapitalGainBody, CapitalGainPeriodLine, CapitalGainTotals } from './capital-gain-results';
import { useCapitalGains } from './use-capital-gains';

/**
 * /report/mutual-funds/capital-gain/summary and /detail: the realised gains of a financial year,
 * by scheme and term or lot by lot, with the statement as PDF and CSV.
 */
export function CapitalGainPage({ view }: { view: 'summary' | 'detail' }) {
  const gains = useCapitalGains();
  const { state, retry, data } = gains;

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
      <CapitalGainViews />
      <CapitalGainFilters gains={gains} />
      {state.status === 'loading' && <Skeleton className="mt-8 h-64" />}
      {state.status === 'error' && (
        <LoadError message={state.message} onRetry={retry} className="mt-8" />
      )}
      {data && (
        <div aria-busy={state.status === 'ready' && state.refreshing ? true : undefined}>
          <CapitalGainTotals statement={data} />
          <CapitalGainPeriodLine statement={data} body={gains.body} />
          <CapitalGainBody statement={data} term={gains.term} view={view} />
        </div>
      )}
    </main>
  );
}
