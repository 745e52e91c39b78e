import { Handshake, Menu, Search } from 'lucide-react';
import { deferred } from '../../../ui/deferred';
import { Skeleton } from '../../../ui/skeleton';
import { UserAvatar } from '../user-avatar';
import { SheetButton } from './sheet-button';
import {
  avatarTriggerLook,
  partnerTriggerLook,
  searchIconLook,
  searchInputLook,
  searchPlaceholder,
} from './trigger-looks';

/*
 * The header's interactive parts (Radix menus, the drawer, the search combobox, the partner
 * popup) are not needed to see a page. Each paints first as its resting look, inert, and its code
 * follows right after the page's first paint (ui/deferred.tsx), so a desk page's first paint
 * waits only for the frame.
 */

export const MenuDrawer = deferred(
  async () => (await import('../menu/menu-drawer')).MenuDrawer,
  () => (
    <SheetButton label="Open menu" className="-ml-2 desktop:hidden">
      <Menu aria-hidden className="size-6" />
    </SheetButton>
  ),
);

export const AvatarMenu = deferred(
  async () => (await import('../menu/avatar-menu')).AvatarMenu,
  ({ name, photo }: { name: string; photo: string }) => (
    <button
      type="button"
      disabled
      aria-label={`Account menu for ${name}`}
      className={avatarTriggerLook}
    >
      <UserAvatar name={name} photo={photo} />
    </button>
  ),
);

export const PrimaryMenuBar = deferred(
  async () => (await import('../menu/primary-menu-bar')).PrimaryMenuBar,
  () => <MenuBarSkeleton />,
);

/** The desktop menu bar's shape while the menu or its code loads. */
export function MenuBarSkeleton() {
  return (
    <div aria-hidden className="hidden border-b border-border bg-surface desktop:block">
      <div className="mx-auto flex h-[52px] max-w-[1200px] items-center gap-6 px-9">
        {['w-20', 'w-24', 'w-16', 'w-28'].map((width) => (
          <Skeleton key={width} className={`h-4 ${width}`} />
        ))}
      </div>
    </div>
  );
}

export const HeaderSearch = deferred(
  async () => (await import('../search/header-search')).HeaderSearch,
  () => (
    <>
      <div className="hidden w-full max-w-80 tablet:block">
        <div className="relative">
          <Search aria-hidden className={searchIconLook} />
          <input
            type="search"
            disabled
            aria-label="Search the desk"
            placeholder={searchPlaceholder}
            className={searchInputLook}
          />
        </div>
      </div>
      <SheetButton label="Search" className="tablet:hidden">
        <Search aria-hidden className="size-5" />
      </SheetButton>
    </>
  ),
);

export const PartnerPopup = deferred(
  async () => (await import('../partner/partner-popup')).PartnerPopup,
  () => (
    <button type="button" disabled aria-label="My Wealth Partner" className={partnerTriggerLook}>
      <Handshake aria-hidden className="size-5" />
      <span className="hidden desktop:inline">My Wealth Partner</span>
    </button>
  ),
);
