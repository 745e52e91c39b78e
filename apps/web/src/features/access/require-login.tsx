import { Suspense, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { keepRequestedPath } from '../../lib/requested-path';
import { loginPath } from '../../lib/login-path';
import { useAppSelector } from '../../lib/store';

/** What a desk route offers a visitor instead of the login page (other-routes.tsx). */
export interface VisitorHandle {
  visitorPage?: ComponentType;
}

/**
 * Spec 1 section 5: an unauthenticated user goes to /login (public pages are routed outside this
 * gate). The path asked for is kept: if it is a deep link of section 2.3, the chain opens it
 * after the login and the forced steps. `/` itself is the landing variant for a visitor
 * (section 2.4); it comes with the desk's routes, so the login page's entry does not carry it.
 */
export function RequireLogin() {
  const isLogin = useAppSelector((state) => state.access.is_login);
  const logoutTarget = useAppSelector((state) => state.notice.logoutTarget);
  const { pathname, search } = useLocation();
  const matches = useMatches();
  if (!isLogin) {
    const VisitorPage = matches
      .map((m) => (m.handle as VisitorHandle | undefined)?.visitorPage)
      .find(Boolean);
    if (pathname === '/' && VisitorPage && !logoutTarget) {
      return (
        <Suspense fallback={null}>
          <VisitorPage />
        </Suspense>
      );
    }
    if (!logoutTarget) keepRequestedPath(pathname + search);
    return <Navigate to={logoutTarget ?? loginPath()} replace />;
  }
  return <Outlet />;
}
