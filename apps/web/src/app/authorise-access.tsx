import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionGate } from '../features/access';
import { AuthoriseVisitorFrame } from '../features/authorise';
import { useAppSelector } from '../lib/store';
import { DeskShell } from './desk-shell';

/**
 * Spec 1 section 5 and spec 3 section 6: the authorise pages are an access exception. A logged-in
 * client passes the session gate (forced steps, account type) as on any desk page; a visitor
 * goes on to the page, which asks for the authorisation login itself.
 */
export function AuthoriseAccess() {
  const isLogin = useAppSelector((state) => state.access.is_login);
  return isLogin ? <SessionGate /> : <Outlet />;
}

/** The desk's frame for a logged-in client, the public frame for a visitor. */
export function AuthoriseFrame() {
  const isLogin = useAppSelector((state) => state.access.is_login);
  if (isLogin) return <DeskShell />;
  return (
    <Suspense fallback={null}>
      <AuthoriseVisitorFrame />
    </Suspense>
  );
}
