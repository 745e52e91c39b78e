import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// The dialog machinery loads when the menu is first opened, not with every public page.
const PublicDrawerPanel = lazy(async () => ({
  default: (await import('./public-drawer-panel')).PublicDrawerPanel,
}));

/** The menu toggle of the logged-out wrapper, below tablet width, and its drawer. */
export function PublicDrawer() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={toggle}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="flex size-11 items-center justify-center rounded-card text-text hover:bg-subtle tablet:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <PublicDrawerPanel
            open={open}
            onOpenChange={setOpen}
            onClosed={() => toggle.current?.focus()}
          />
        </Suspense>
      )}
    </>
  );
}
