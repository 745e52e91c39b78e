import { LogOut } from 'lucide-react';
import { BrandLogo } from '../../../ui/brand-logo';
import { Button } from '../../../ui/button';
import { useLogout } from '../use-logout';

/** While forced steps (a password change among them) are pending: the logo and Logout only. */
export function RestrictedHeader() {
  const { logout, pending } = useLogout();
  return (
    <header className="on-dark sticky top-0 z-10 bg-header text-header-fg">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-4 px-4 tablet:px-6">
        <BrandLogo onDark />
        <Button variant="inverse" loading={pending} onClick={() => void logout()}>
          {!pending && <LogOut aria-hidden className="size-4" />}
          Logout
        </Button>
      </div>
    </header>
  );
}
