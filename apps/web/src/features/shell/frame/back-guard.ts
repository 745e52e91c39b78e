import { useEffect } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router';
import { logout } from '../../access';
import { useAppSelector } from '../../../lib/store';

/** Whether the investor must change the password before anything else (spec 1 section 4.1 step 5). */
export function useMustChangePassword(): boolean {
  return useAppSelector((state) => {
    const facts = state.access.activation;
    if (facts) return facts.chnagePassWord === 'Y' || facts.isPasswordExpired === 'Y';
    return state.access.logintime_chnage_password_redirect || state.access.is_password_expired;
  });
}

/**
 * Spec 1 section 2.5: the browser's Back takes an investor who must change the password to the
 * login page (the session ends, as the change was not made), never into the desk behind it.
 */
export function useBackGuard(): void {
  const mustChange = useMustChangePassword();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const blocker = useBlocker(({ historyAction }) => mustChange && historyAction === 'POP');
  useEffect(() => {
    // Login replaces its own entry, so Back from the forced page would leave the app unseen; a
    // second entry for the same page keeps that Back inside the app, where the blocker sees it.
    if (!mustChange) return;
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index === 0) void navigate(`${pathname}${search}`, { state: { backGuard: true } });
    // Once, when the forced change begins: later pages of the same session need no new entry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mustChange]);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    void logout();
  }, [blocker]);
}

/** A Back button's action: as the browser's Back above; otherwise back in history, or to / when there is none. */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const mustChange = useMustChangePassword();
  return () => {
    if (mustChange) {
      void logout();
      return;
    }
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
}
