import type { TGetSchemeListResponse } from '@cdesk/domain';
import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { useAppDispatch } from '../../../lib/store';
import { Button } from '../../../ui/button';
import { DialogOverlay } from '../../../ui/dialog-parts';
import { Select } from '../../../ui/select';
import { activeFilterCount, FilterPanel } from './filter-panel';
import { fundCount } from './grouping';
import { filterChanged, type ListingState } from './listing-slice';

const sorts = [
  { value: 'name:asc', label: 'Name: A to Z' },
  { value: 'name:desc', label: 'Name: Z to A' },
  { value: 'return1y:desc', label: '1Y return: high to low' },
  { value: 'return1y:asc', label: '1Y return: low to high' },
  { value: 'nav:desc', label: 'NAV: high to low' },
  { value: 'risk:asc', label: 'Risk: low to high' },
  { value: 'risk:desc', label: 'Risk: high to low' },
] as const;

interface FilterSheetProps {
  filter: ListingState;
  data: TGetSchemeListResponse | null;
}

/** The filter as a sheet, for screens without the filter column. */
export function FilterSheet({ filter, data }: FilterSheetProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const filters = activeFilterCount(filter);
  return (
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
  );
}

/** The order the funds are listed in. */
export function SortSelect({ filter }: { filter: ListingState }) {
  const dispatch = useAppDispatch();
  return (
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
  );
}
