import { hasPendingSteps } from '@cdesk/domain';
import { Outlet } from 'react-router';
import { SiteFooter } from '../../app/site-footer';
import { useAppSelector } from '../../app/store';
import { AppHeader } from './app-header';
import { FlashNotice } from './flash-notice';
import { useHeader, type HeaderState } from './use-header';

/**
 * Every logged-in page: the header bar, then the page, which reads the header from the outlet.
 * While forced steps are pending the desk is not open yet: only the logo and Logout show
 * (spec 1 section 2.5), and the header call waits.
 */
export function ShellLayout() {
  const facts = useAppSelector((state) => state.access.activation);
  const restricted = facts !== null && hasPendingSteps(facts);
  return restricted ? <RestrictedShell /> : <FullShell />;
}

function FullShell() {
  const header = useHeader();
  const name = header.status === 'ready' ? header.header.headerBean.name : '';
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader name={name} loading={header.status === 'loading'} />
      <FlashNotice />
      <Outlet context={header satisfies HeaderState} />
      <SiteFooter />
    </div>
  );
}

function RestrictedShell() {
  return (
    <div className="flex min-h-dvh flex-col">
      <AppHeader name="" loading={false} />
      <FlashNotice />
      <Outlet context={{ status: 'loading' } satisfies HeaderState} />
      <SiteFooter />
    </div>
  );
}
