import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from './login-path';
import { useAppSelector } from './store';

/** Spec 1 section 5: an unauthenticated user goes to /login. */
export function RequireLogin() {
  const isLogin = useAppSelector((state) => state.access.is_login);
  const location = useLocation();
  if (!isLogin) return <Navigate to={loginPath()} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
