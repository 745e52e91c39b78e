import { LogOut } from 'lucide-react';
import { BrandLogo } from '../../app/brand-logo';
import { Button } from '../../ui/button';
import { Skeleton } from '../../ui/skeleton';
import { UserAvatar } from './user-avatar';
import { useLogout } from './use-logout';

/** The navy bar on every logged-in page: logo, who is logged in, and the way out. */
export function AppHeader({ name, loading }: { name: string; loading: boolean }) {
  const { logout, pending } = useLogout();
  return (
    <header className="on-dark sticky top-0 z-10 bg-header text-header-fg">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4 tablet:px-6">
        <BrandLogo onDark />
        <div className="flex items-center gap-2 tablet:gap-4">
          {loading && <Skeleton circle onDark className="size-9" />}
          {name && (
            <span className="flex items-center gap-3">
              <UserAvatar name={name} />
              <span className="hidden max-w-48 truncate text-sm font-medium tablet:block">
                {name}
              </span>
            </span>
          )}
          <Button variant="inverse" loading={pending} onClick={() => void logout()}>
            {!pending && <LogOut aria-hidden className="size-4" />}
            Logout
          </Button>
        </div>
      </div>
    </header>
  );
}
