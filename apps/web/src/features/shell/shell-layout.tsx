import { hasPendingSteps } from '@cdesk/domain';
import { Bell } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from '../../ui/toast';
import { SiteFooter } from '../public';
import { useAppSelector } from '../../lib/store';
import { useAccountCodes } from './accounts/use-account-codes';
import { ShowingFor } from './accounts/showing-for';
import { ContextBar } from './breadcrumb/context-bar';
import { FlashNotice } from './flash-notice';
import { useBackGuard } from './frame/back-guard';
import { useDeskVariant } from './frame/use-app-config';
import { AppHeader } from './header/app-header';
import { RestrictedHeader } from './header/restricted-header';
import { useDeskMenu } from './menu/use-menu';
import { HeaderIconLink } from './header/header-icon-link';
import { HeaderSearch, PartnerPopup } from './header/header-parts';
import { notificationsPath, type MenuBadges } from './menu/menu-targets';
import { useUnreadCount } from './notifications/use-unread-count';
import { PartnerCompanyLogo } from './partner/partner-logo';
import { usePartnerProfile } from './partner/use-partner';
import { useSearchData } from './search/use-search-data';
import { useHeader, type HeaderState } from './use-header';

/**
 * Every logged-in page: the header with its menus (and the cart icon the app puts in), then the
 * page, which reads the header from the outlet. While forced steps are pending the desk is not open yet: only the logo and Logout show
 * (spec 1 section 2.5), and the header call waits.
 */
interface ShellLayoutProps {
  cart?: ReactNode;
  /** Counts the app shows beside menu items, by the item's path. */
  badges?: MenuBadges;
}

export function ShellLayout({ cart, badges }: ShellLayoutProps) {
  const facts = useAppSelector((state) => state.access.activation);
  const restricted = facts !== null && hasPendingSteps(facts);
  useBackGuard();
  return restricted ? <RestrictedShell /> : <FullShell cart={cart} badges={badges} />;
}

/**
 * Spec 1 section 4.5: on mount the header loads the menu, the account codes and the search data;
 * the desk's own additions, the unread notifications and the saved cart, load with them.
 */
function FullShell({ cart, badges }: ShellLayoutProps) {
  const header = useHeader();
  const variant = useDeskVariant();
  const menu = useDeskMenu(variant.loanHost);
  const codes = useAccountCodes();
  const search = useSearchData();
  const partner = usePartnerProfile();
  const unread = useUnreadCount();
  const bean = header.status === 'ready' ? header.header.headerBean : null;
  const standard = !variant.loanHost;
  // The frame's answers arrive one by one; each redraws the header, and only what reads it.
  const page = useMemo(() => <Outlet context={header satisfies HeaderState} />, [header]);
  const barLoading = menu.state.status === 'loading' || codes.status === 'loading';
  const contextBar = useMemo(
    () => <ContextBar tree={menu.tree} aside={<ShowingFor codes={codes} />} loading={barLoading} />,
    [menu.tree, codes, barLoading],
  );
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader
        name={bean?.name ?? ''}
        photo={bean?.dpPath ?? ''}
        loading={header.status === 'loading'}
        homePath={variant.homePath}
        primary={menu.primary}
        profileItems={menu.profile}
        menuLoading={menu.state.status === 'loading'}
        search={standard && <HeaderSearch data={search} />}
        partner={standard && <PartnerPopup partner={partner} />}
        partnerLogo={standard && <PartnerCompanyLogo partner={partner} />}
        unread={standard ? unread : undefined}
        badges={badges}
        icons={
          standard && (
            <>
              <HeaderIconLink
                to={notificationsPath}
                icon={Bell}
                label="Notifications"
                count={unread}
                counted={(n) => `${n} unread`}
                tone="alert"
              />
              {cart}
            </>
          )
        }
      />
      {contextBar}
      {flashNotice}
      {page}
      {footer}
      {toaster}
    </div>
  );
}

// Elements made once: a frame redraw passes them on untouched.
const flashNotice = <FlashNotice />;
const footer = <SiteFooter />;
const toaster = <Toaster />;

function RestrictedShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <RestrictedHeader />
      <FlashNotice />
      <Outlet context={{ status: 'loading' } satisfies HeaderState} />
      <SiteFooter />
    </div>
  );
}
