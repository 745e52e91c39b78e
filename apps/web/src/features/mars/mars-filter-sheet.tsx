import * as Dialog from '@radix-ui/react-dialog';
import { SlidersHorizontal, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/button';
import { DialogOverlay } from '../../ui/dialog-parts';
import { MarsFilters } from './mars-filters';
import { marsFilterCount, type selectMars } from './mars-slice';

/** The filters as a sheet, on phones and tablets, opened by a button that counts them. */
export function MarsFilterSheet({
  filters,
  tags,
  showLabel,
}: {
  filters: ReturnType<typeof selectMars>;
  tags: string[];
  showLabel: string;
}) {
  const [sheetOpen, setSheetOpen] = useState(false);
  const active = marsFilterCount(filters);
  return (
    <Dialog.Root open={sheetOpen} onOpenChange={setSheetOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" className="desktop:hidden">
          <SlidersHorizontal aria-hidden className="size-4" />
          Filters{active > 0 ? ` (${active})` : ''}
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[90dvh] overflow-y-auto rounded-t-2xl bg-surface p-5 shadow-popup focus:outline-none data-[state=open]:animate-fade-in tablet:inset-x-auto tablet:top-0 tablet:right-0 tablet:bottom-0 tablet:max-h-none tablet:w-96 tablet:rounded-none">
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="text-lg font-semibold">Filter</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" className="px-3" aria-label="Close filters">
                <X aria-hidden className="size-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">
            Narrow the list of portfolios; the list updates as you choose.
          </Dialog.Description>
          <MarsFilters filters={filters} tags={tags} />
          <Dialog.Close asChild>
            <Button className="mt-3 w-full">{showLabel}</Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
