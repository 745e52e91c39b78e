import { hasPendingSteps } from '@cdesk/domain';
import { Outlet } from 'react-router';
import { useAppSelector } from '../../app/store';
import { FlashNotice } from './flash-notice';
import { useDeskVariant } from './frame/use-app-config';
import { AppHeader } from './header/app-header';
import { RestrictedHeader } from './header/restricted-header';
import { useDeskMenu } from './menu/use-menu';
import { useHeader, type HeaderState } from './use-header';

/**
 * Every logged-in page: the header with its menus, then the page, which reads the header from the
 * outlet. While forced steps are pending the desk is not open yet: only the logo and Logout show
 * (spec 1 section 2.5), and the header call waits.
 */
export function ShellLayout() {
  const facts = useAppSelector((state) => state.access.activation);
  const restricted = facts !== null && hasPendingSteps(facts);
  return restricted ? <RestrictedShell /> : <FullShell />;
}

function FullShell() {
  const header = useHeader();
  const variant = useDeskVariant();
  const menu = useDeskMenu(variant.loanHost);
  const bean = header.status === 'ready' ? header.header.headerBean : null;
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
      />
      <FlashNotice />
      <Outlet context={header satisfies HeaderState} />
    </div>
  );
}

function RestrictedShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <RestrictedHeader />
      <FlashNotice />
      <Outlet context={{ status: 'loading' } satisfies HeaderState} />
    </div>
  );
}
