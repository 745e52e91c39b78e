import type { TSearchBoxResponse } from '@cdesk/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Drawer } from '../../../ui/drawer';
import type { Loaded } from '../../../lib/use-gateway-load';
import { SheetButton } from '../header/sheet-button';
import { SearchBox } from './search-box';

/** The search box from tablet width; below it a search icon opens a full-width search. */
export function HeaderSearch({ data }: { data: Loaded<TSearchBoxResponse> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="hidden w-full max-w-80 tablet:block">
        <SearchBox data={data} />
      </div>
      <SheetButton label="Search" onOpen={() => setOpen(true)} className="tablet:hidden">
        <Search aria-hidden className="size-5" />
      </SheetButton>
      <Drawer open={open} onOpenChange={setOpen} title="Search" side="top">
        <div className="p-4">
          <SearchBox data={data} layout="sheet" autoFocus onChosen={() => setOpen(false)} />
        </div>
      </Drawer>
    </>
  );
}
