import { hasPendingSteps } from '@cdesk/domain';
import { Outlet } from 'react-router';
import { SiteFooter } from './public/site-footer';
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
import { HeaderSearch, PartnerPopup } from './header/header-parts';
import { PartnerCompanyLogo } from './partner/partner-logo';
import { usePartnerProfile } from './partner/use-partner';
import { useSearchData } from './search/use-search-data';
import { useHeader, type HeaderState } from './use-header';

/**
 * Every logged-in page: the header with its menus, then the page, which reads the header from the
 * outlet. While forced steps are pending the desk is not open yet: only the logo and Logout show
 * (spec 1 section 2.5), and the header call waits.
 */
export function ShellLayout() {
  const facts = useAppSelector((state) => state.access.activation);
  const restricted = facts !== null && hasPendingSteps(facts);
  useBackGuard();
  return restricted ? <RestrictedShell /> : <FullShell />;
}

/** Spec 1 section 4.5: on mount the header loads the menu, the account codes and the search data. */
function FullShell() {
  const header = useHeader();
  const variant = useDeskVariant();
  const menu = useDeskMenu(variant.loanHost);
  const codes = useAccountCodes();
  const search = useSearchData();
  const partner = usePartnerProfile();
  const bean = header.status === 'ready' ? header.header.headerBean : null;
  const standard = !variant.loanHost;
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
      />
      <ContextBar tree={menu.tree} aside={<ShowingFor codes={codes} />} />
      <FlashNotice />
      <Outlet context={header satisfies HeaderState} />
      <SiteFooter />
    </div>
  );
}

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
