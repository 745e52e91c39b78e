import type { TSearchBoxResponse } from '@cdesk/domain';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Drawer } from '../../../ui/drawer';
import type { Loaded } from '../frame/load-once';
import { SearchBox } from './search-box';

/** The search box from tablet width; below it a search icon opens a full-width search. */
export function HeaderSearch({ data }: { data: Loaded<TSearchBoxResponse> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className="hidden w-full max-w-80 tablet:block">
        <SearchBox data={data} />
      </div>
      <button
        type="button"
        aria-label="Search"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="flex size-11 items-center justify-center rounded-card text-header-fg hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white tablet:hidden"
      >
        <Search aria-hidden className="size-5" />
      </button>
      <Drawer open={open} onOpenChange={setOpen} title="Search" side="top">
        <div className="p-4">
          <SearchBox data={data} layout="sheet" autoFocus onChosen={() => setOpen(false)} />
        </div>
      </Drawer>
    </>
  );
}
