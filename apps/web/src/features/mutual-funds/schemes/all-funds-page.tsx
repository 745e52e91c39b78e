import { schemeMessages, type TGetSchemeListResponse } from '@cdesk/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Search, SlidersHorizontal, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { filterChanged, pageChanged, selectListing, type ListingState } from './listing-slice';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { DialogOverlay } from '../../../ui/dialog-parts';
import { Input } from '../../../ui/input';
import { activeFilterCount, FilterPanel } from './filter-panel';
import { SchemeCard, SchemeCardSkeleton } from './scheme-card';
import { filterFromParams } from './listing-params';
import { getSchemeList } from './scheme-api';
import { Select } from '../../../ui/select';
import { useDebounced } from '../../../lib/use-debounced';
import { useGatewayLoad } from '../../../lib/use-gateway-load';
import { useHeldSchemes } from '../sell/use-held-schemes';

const pageSize = 20;
const searchDelayMs = 300;

const sorts = [
  { value: 'name:asc', label: 'Name: A to Z' },
  { value: 'name:desc', label: 'Name: Z to A' },
  { value: 'return1y:desc', label: '1Y return: high to low' },
  { value: 'return1y:asc', label: '1Y return: low to high' },
  { value: 'nav:desc', label: 'NAV: high to low' },
  { value: 'risk:asc', label: 'Risk: low to high' },
  { value: 'risk:desc', label: 'Risk: high to low' },
] as const;

const grouping = new Intl.NumberFormat('en-IN');
const fundCount = (n: number) => `${grouping.format(n)} ${n === 1 ? 'fund' : 'funds'}`;

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

function Pager({ data }: { data: TGetSchemeListResponse }) {
  const dispatch = useAppDispatch();
  const pages = Math.max(1, Math.ceil(data.totalCount / data.pageSize));
  const go = (page: number) => {
    dispatch(pageChanged(page));
    window.scrollTo({ top: 0 });
  };
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages of funds" className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={data.pageNo <= 1} onClick={() => go(data.pageNo - 1)}>
        <ChevronLeft aria-hidden className="size-4" />
        Previous
      </Button>
      <p className="figures text-sm text-muted" aria-live="polite">
        Page {grouping.format(data.pageNo)} of {grouping.format(pages)}
      </p>
      <Button
        variant="secondary"
        disabled={data.pageNo >= pages}
        onClick={() => go(data.pageNo + 1)}
      >
        Next
        <ChevronRight aria-hidden className="size-4" />
      </Button>
    </nav>
  );
}

function requestOf(filter: ListingState) {
  return { ...filter, pageSize };
}

/**
 * The last page of funds shown, by its request. Back from a fund draws it at once, so the list has
 * its height when the scroll position is put back; the page then asks again.
 */
let lastShown: { key: string; data: TGetSchemeListResponse } | null = null;

/** A filter in the address (a link from the dashboard) applies once; the address then drops it. */
function useFilterFromAddress(): void {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  useEffect(() => {
    const asked = filterFromParams(new URLSearchParams(query));
    if (!asked) return;
    dispatch(filterChanged(asked));
    setParams({}, { replace: true });
  }, [query, dispatch, setParams]);
}

/** /transact/mutual-funds/allFunds: every active scheme through the mutual fund filter. */
export function AllFundsPage() {
  useFilterFromAddress();
  const dispatch = useAppDispatch();
  const filter = useAppSelector(selectListing);
  const [sheetOpen, setSheetOpen] = useState(false);
  const held = useHeldSchemes();
  const request = requestOf(filter);
  const key = JSON.stringify(request);
  const {
    state: remote,
    data: answer,
    retry,
  } = useGatewayLoad(key, (signal) => getSchemeList(request, signal), { keepPrevious: true });
  const refreshing = remote.status === 'ready' && remote.refreshing === true;
  useEffect(() => {
    if (answer && !refreshing) lastShown = { key, data: answer };
  }, [answer, refreshing, key]);
  const data = answer ?? (lastShown?.key === key ? lastShown.data : null);
  const filters = activeFilterCount(filter);

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
              <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
                <Dialog.Trigger asChild>
                  <Button variant="secondary" className="flex-1 desktop:hidden">
                    <SlidersHorizontal aria-hidden className="size-4" />
                    Filters{filters > 0 ? ` (${filters})` : ''}
                  </Button>
                </Dialog.Trigger>
                <Dialog.Portal>
                  <DialogOverlay />
                  <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-popup focus:outline-none data-[state=open]:animate-fade-in tablet:inset-x-auto tablet:right-0 tablet:top-0 tablet:bottom-0 tablet:max-h-none tablet:w-96 tablet:rounded-none">
                    <div className="mb-4 flex items-center justify-between">
                      <Dialog.Title className="text-lg font-semibold">Filter</Dialog.Title>
                      <Dialog.Close asChild>
                        <Button variant="ghost" className="px-3" aria-label="Close filters">
                          <X aria-hidden className="size-5" />
                        </Button>
                      </Dialog.Close>
                    </div>
                    <Dialog.Description className="sr-only">
                      Narrow the list of funds; the list updates as you choose.
                    </Dialog.Description>
                    <FilterPanel filter={filter} options={data?.filterOptions ?? null} />
                    <Dialog.Close asChild>
                      <Button className="mt-3 w-full">
                        {data ? `Show ${fundCount(data.totalCount)}` : 'Show funds'}
                      </Button>
                    </Dialog.Close>
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
              <div className="flex-1 tablet:w-60 tablet:flex-none">
                <Select
                  label="Sort by"
                  value={`${filter.sortBy}:${filter.sortOrder}`}
                  options={sorts}
                  onValueChange={(value) => {
                    const [sortBy, sortOrder] = value.split(':') as [
                      ListingState['sortBy'],
                      ListingState['sortOrder'],
                    ];
                    dispatch(filterChanged({ sortBy, sortOrder }));
                  }}
                />
              </div>
            </div>
          </div>

          <p className="mt-4 min-h-5 text-sm text-muted" aria-live="polite">
            {data ? fundCount(data.totalCount) : ''}
          </p>

          {remote.status === 'error' ? (
            <Alert
              tone="error"
              className="mt-3"
              action={
                <button
                  type="button"
                  onClick={retry}
                  className="min-h-11 rounded-card px-2 font-semibold underline"
                >
                  Try again
                </button>
              }
            >
              {remote.message}
            </Alert>
          ) : !data ? (
            <div className="mt-3 flex flex-col gap-3" aria-busy="true" aria-label="Loading funds">
              {Array.from({ length: 6 }, (_, i) => (
                <SchemeCardSkeleton key={i} />
              ))}
            </div>
          ) : data.totalCount === 0 ? (
            <Card className="mt-3 p-8 text-center">
              <p className="text-[15px] text-text">{schemeMessages.noSchemes}</p>
            </Card>
          ) : (
            <>
              <ul
                className={`mt-3 flex flex-col gap-3 transition-opacity duration-100 ${refreshing ? 'opacity-60' : ''}`}
                aria-busy={refreshing || undefined}
              >
                {data.schemes.map((scheme) => (
                  <li key={scheme.schCode}>
                    <SchemeCard scheme={scheme} held={held.get(scheme.schCode)} />
                  </li>
                ))}
              </ul>
              <Pager data={data} />
            </>
          )}
        </section>
      </div>
    </main>
  );
}
