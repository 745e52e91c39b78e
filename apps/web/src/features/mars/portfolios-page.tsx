import { useEffect, useState } from 'react';
import { useAppSelector } from '../../lib/store';
import { useGatewayLoad } from '../../lib/use-gateway-load';
import { Card } from '../../ui/card';
import { LoadError } from '../../ui/load-error';
import { HeldPortfolios } from './held-portfolios';
import { marsCalls } from './mars-calls';
import { MarsFilterSheet } from './mars-filter-sheet';
import { MarsFilters } from './mars-filters';
import { marsRequest, selectMars } from './mars-slice';
import { PortfolioCard, PortfolioCardSkeleton } from './portfolio-card';

const count = (n: number) => `${n} ${n === 1 ? 'portfolio' : 'portfolios'}`;

/**
 * /transact/mars/portfolios (Ready MF Portfolios): the distributor's ready-made portfolios through
 * the MARS filters, each with its return, risk, minimums and schemes, to invest in as a whole.
 */
export function PortfoliosPage() {
  const filters = useAppSelector(selectMars);
  const request = marsRequest(filters);
  const { state, data, retry } = useGatewayLoad(
    JSON.stringify(request),
    (signal) => marsCalls.portfolios(request, signal),
    { keepPrevious: true },
  );
  // The panel keeps the chips of the last answer while a new filter is asked.
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    if (data) setTags(data.tags);
  }, [data]);
  const refreshing = state.status === 'ready' && state.refreshing === true;

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-8">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">Ready MF Portfolios</h1>
      <p className="mt-1.5 max-w-3xl text-muted">
        MARS portfolios: baskets of mutual funds chosen for a goal and a risk level. One investment
        is split across the schemes at their weights.
      </p>
      <HeldPortfolios className="mt-6" />

      <div className="mt-6 grid gap-6 desktop:grid-cols-[280px_1fr]">
        <aside aria-label="Filter portfolios" className="hidden desktop:block">
          <Card className="sticky top-4 p-5">
            <h2 className="mb-4 text-base font-semibold">Filter</h2>
            <MarsFilters filters={filters} tags={tags} />
          </Card>
        </aside>

        <section aria-label="Portfolios" className="min-w-0">
          <div className="flex items-center justify-between gap-3">
            <p className="min-h-5 text-sm text-muted" aria-live="polite">
              {data ? count(data.portfolios.length) : ''}
            </p>
            <MarsFilterSheet
              filters={filters}
              tags={tags}
              showLabel={data ? `Show ${count(data.portfolios.length)}` : 'Show portfolios'}
            />
          </div>

          {state.status === 'error' ? (
            <LoadError className="mt-3" message={state.message} onRetry={retry} />
          ) : !data ? (
            <div
              className="mt-3 flex flex-col gap-4"
              aria-busy="true"
              aria-label="Loading portfolios"
            >
              {Array.from({ length: 3 }, (_, i) => (
                <PortfolioCardSkeleton key={i} />
              ))}
            </div>
          ) : data.portfolios.length === 0 ? (
            <Card className="mt-3 p-8 text-center">
              <p className="text-[15px] text-text">
                No portfolio matches these filters. Clear a filter to see more.
              </p>
            </Card>
          ) : (
            <ul
              className={`mt-3 flex flex-col gap-4 transition-opacity duration-100 ${refreshing ? 'opacity-60' : ''}`}
              aria-busy={refreshing || undefined}
            >
              {data.portfolios.map((portfolio) => (
                <li key={portfolio.marsId}>
                  <PortfolioCard portfolio={portfolio} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </main>
  );
}
