import type { MenuNode } from '@cdesk/domain';
import type { MenuBadges } from '../menu/menu-targets';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../ui/brand-logo';
import { Skeleton } from '../../../ui/skeleton';
import { useLogout } from '../use-logout';
import { AvatarMenu, MenuBarSkeleton, MenuDrawer, PrimaryMenuBar } from './header-parts';

interface AppHeaderProps {
  name: string;
  photo: string;
  /** The header call is still on its way: the avatar is a placeholder. */
  loading: boolean;
  homePath: string;
  primary: MenuNode[];
  profileItems: MenuNode[];
  menuLoading: boolean;
  search?: ReactNode;
  partner?: ReactNode;
  partnerLogo?: ReactNode;
  /** The bell and the cart, each with its count. */
  icons?: ReactNode;
  /** Unread notifications, for the menus' Notifications entry; undefined where there is none. */
  unread?: number | null;
  /** Counts beside menu items. */
  badges?: MenuBadges;
}

/**
 * The frame's header (spec 1 section 2.5): the logo, the primary menu at desktop width (a drawer
 * below it), search, the partner, the notifications bell and the cart, and the avatar menu.
 */
export function AppHeader(props: AppHeaderProps) {
  const { name, photo, loading, homePath, primary, profileItems, menuLoading, unread, badges } =
    props;
  const { logout } = useLogout({ guarded: true });
  const onLogout = () => void logout();
  return (
    <header className="sticky top-0 z-20">
      <div className="on-dark bg-header text-header-fg">
        <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-2 px-4 tablet:gap-4 tablet:px-6">
          <MenuDrawer
            menu={primary}
            profileItems={profileItems}
            unread={unread}
            badges={badges}
            onLogout={onLogout}
          />
          <Link
            to={homePath}
            aria-label="Client Desk home"
            className="shrink-0 rounded-md focus-visible:outline-2 focus-visible:outline-white"
          >
            <BrandLogo onDark className="[&>span]:hidden tablet:[&>span]:inline" />
          </Link>
          <div className="flex min-w-0 flex-1 items-center justify-end gap-0.5 tablet:gap-2 desktop:gap-3">
            {props.search}
            {props.partner}
            {props.partnerLogo}
            {props.icons}
            {loading ? (
              <Skeleton circle onDark className="size-9" />
            ) : (
              <AvatarMenu
                name={name}
                photo={photo}
                items={profileItems}
                unread={unread}
                onLogout={onLogout}
              />
            )}
          </div>
        </div>
      </div>
      {menuLoading ? (
        <MenuBarSkeleton />
      ) : (
        primary.length > 0 && <PrimaryMenuBar nodes={primary} badges={badges} />
      )}
    </header>
  );
}
