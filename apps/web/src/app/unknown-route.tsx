import { Navigate } from 'react-router';
import { loginPath } from '../lib/login-path';
import { useAppSelector } from '../lib/store';

/** Spec 1 section 2.4: any unknown path goes to / when logged in, otherwise to /login. */
export function UnknownRoute() {
  const isLogin = useAppSelector((state) => state.access.is_login);
  return <Navigate to={isLogin ? '/' : loginPath()} replace />;
}
