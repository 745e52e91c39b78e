import { staffLogoutCall } from '@cdesk/domain';
import { LogOut } from 'lucide-react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../ui/button';
import { PublicFrame } from '../../public';
import { endStaffSession, staffCall, staffPaths, useStaffSession } from './staff-gateway';

/** The staff pages' frame: who is logged in and Logout; pages past the login need a session. */
export function StaffLayout() {
  const session = useStaffSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const atLogin = pathname.endsWith('/staff/login');
  if (!atLogin && !session.token) return <Navigate to={staffPaths.login} replace />;
  const logout = async () => {
    await staffCall(staffLogoutCall, {}).catch(() => undefined);
    endStaffSession();
    navigate(staffPaths.login, { replace: true });
  };
  return (
    <PublicFrame>
      <div className="border-b border-border bg-surface">
        <div className="mx-auto flex min-h-14 max-w-[1200px] flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 tablet:px-6">
          <p className="text-[15px] font-semibold">Account applications review</p>
          {session.token && session.staff && (
            <div className="flex items-center gap-3">
              <p className="text-sm text-muted">
                {session.staff.name}{' '}
                <span className="figures font-semibold text-text">
                  {session.staff.employeeCode}
                </span>
              </p>
              <Button
                variant="secondary"
                className="min-h-10 px-3 text-sm"
                onClick={() => void logout()}
              >
                <LogOut aria-hidden className="size-4" />
                Logout
              </Button>
            </div>
          )}
        </div>
      </div>
      <main className="mx-auto flex w-full max-w-[1200px] flex-1 flex-col px-4 py-6 tablet:px-6 tablet:py-10">
        <Outlet />
      </main>
    </PublicFrame>
  );
}
