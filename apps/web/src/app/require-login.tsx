import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { keepRequestedPath } from './requested-path';
import { loginPath } from './login-path';
import { useAppSelector } from './store';

// Loaded only when a visitor opens `/`, so the login page's entry does not carry it.
export const preloadLanding = () => import('../features/shell/public/landing-page');
const LandingPage = lazy(async () => ({ default: (await preloadLanding()).LandingPage }));

/**
 * Spec 1 section 5: an unauthenticated user goes to /login (public pages are routed outside this
 * gate). The path asked for is kept: if it is a deep link of section 2.3, the chain opens it
 * after the login and the forced steps. `/` itself is the landing variant for a visitor
 * (section 2.4).
 */
export function RequireLogin() {
  const isLogin = useAppSelector((state) => state.access.is_login);
  const logoutTarget = useAppSelector((state) => state.notice.logoutTarget);
  const { pathname, search } = useLocation();
  if (!isLogin) {
    if (pathname === '/' && !logoutTarget) {
      return (
        <Suspense fallback={null}>
          <LandingPage />
        </Suspense>
      );
    }
    if (!logoutTarget) keepRequestedPath(pathname + search);
    return <Navigate to={logoutTarget ?? loginPath()} replace />;
  }
  return <Outlet />;
}
