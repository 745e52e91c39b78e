import { useLayoutEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { AppBanner } from './app-banner';
import { BrandLogo } from '../../ui/brand-logo';
import { buttonClasses } from '../../ui/button-classes';
import { PublicDrawer } from './public-drawer';
import { SiteFooter } from './site-footer';
import { dropPrerender } from '../../lib/prerender';
import { useAppSelector } from '../../lib/store';

/**
 * Spec 1 section 2.1's logged-out wrapper: the app banner, a header with the login link and a
 * menu toggle for the mobile drawer, the page, and the footer.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const isLogin = useAppSelector((state) => state.access.is_login);
  // The landing page's markup in index.html gives way in the frame that draws this one.
  useLayoutEffect(dropPrerender, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <AppBanner />
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-3 px-4 tablet:px-6">
          <Link to="/" className="rounded-card" aria-label="Client Desk home">
            <BrandLogo />
          </Link>
          <nav aria-label="Main" className="flex items-center gap-2">
            <Link
              to="/about"
              className="hidden min-h-11 items-center rounded-card px-3 text-[15px] font-medium text-muted hover:text-text tablet:inline-flex"
            >
              About
            </Link>
            <Link to={isLogin ? '/' : '/login'} className={buttonClasses('primary')}>
              {isLogin ? 'My desk' : 'Login'}
            </Link>
            {!isLogin && <PublicDrawer />}
          </nav>
        </div>
      </header>
      {children}
      <SiteFooter />
    </div>
  );
}
