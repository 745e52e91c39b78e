import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { useDebounced } from '../../../lib/use-debounced';
import { Card } from '../../../ui/card';
import { Input } from '../../../ui/input';
import { FilterSheet, SortSelect } from './all-funds-controls';
import { FilterPanel } from './filter-panel';
import { fundCount } from './grouping';
import { FundResults } from './fund-results';
import { filterChanged, selectListing } from './listing-slice';
import { useFilterFromAddress, useFundList } from './use-fund-list';

const searchDelayMs = 300;

function SearchBox() {
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => selectListing(state).searchKeyword);
  const [text, setText] = useState(stored);
  const settled = useDebounced(text, searchDelayMs);
  useEffect(() => {
    if (settled.trim() !== stored.trim()) dispatch(filterChanged({ searchKeyword: settled }));
  }, [settled, stored, dispatch]);
  // A cleared filter or a new session empties the box too.
  useEffect(() => {
    if (stored === '') setText((current) => (current.trim() === '' ? current : ''));
  }, [stored]);
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
      />
      <Input
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder="Search by name, AMC or code"
        aria-label="Search funds"
        className="pl-10"
        enterKeyHint="search"
      />
    </div>
  );
}

/** /transact/mutual-funds/allFunds: every active scheme through the mutual fund filter. */
export function AllFundsPage() {
  useFilterFromAddress();
  const list = useFundList();
  const { filter, data } = list;

  return (
    <main className="mx-auto w-full max-w-[1200px] flex-1 px-4 py-6 tablet:px-6 tablet:py-8">
      <h1 className="text-2xl font-semibold tracking-tight tablet:text-3xl">All Funds</h1>
      <p className="mt-1.5 text-muted">
        Find a mutual fund by name, fund house, type or risk, then invest or start a SIP.
      </p>

      <div className="mt-6 grid gap-6 desktop:grid-cols-[280px_1fr]">
        <aside aria-label="Filter funds" className="hidden desktop:block">
          <Card className="sticky top-4 p-5">
            <h2 className="mb-4 text-base font-semibold">Filter</h2>
            <FilterPanel filter={filter} options={data?.filterOptions ?? null} />
          </Card>
        </aside>

        <section aria-label="Funds" className="min-w-0">
          <div className="flex flex-col gap-3 tablet:flex-row tablet:items-end">
            <div className="flex-1">
              <SearchBox />
            </div>
            <div className="flex items-end gap-2">
              <FilterSheet filter={filter} data={data} />
              <div className="flex-1 tablet:w-60 tablet:flex-none">
                <SortSelect filter={filter} />
              </div>
            </div>
          </div>

          <p className="mt-4 min-h-5 text-sm text-muted" aria-live="polite">
            {data ? fundCount(data.totalCount) : ''}
          </p>

          <FundResults list={list} />
        </section>
      </div>
    </main>
  );
}
