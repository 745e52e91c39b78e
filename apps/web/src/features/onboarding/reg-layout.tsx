import { terminateSessionCall } from '@cdesk/domain';
import { LogOut } from 'lucide-react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useAppSelector } from '../../lib/store';
import { Button } from '../../ui/button';
import { accountTypeRedirect } from '../../lib/account-type';
import { PublicFrame } from '../public';
import { regPath, useRegArea } from './reg-area';
import { regCall } from './reg-gateway';
import { clearRegSession, useRegState } from './reg-state';

/** The registration's bar: the area's title, the application's reference and Logout. */
function RegistrationBar() {
  const reg = useRegState();
  const area = useRegArea();
  const navigate = useNavigate();
  const logout = async () => {
    // Logging out ends the session on the server; here it ends even if the server is unreachable.
    await regCall(terminateSessionCall, {}).catch(() => undefined);
    clearRegSession();
    navigate(regPath(area, 'createlogin/generate-otp'), { replace: true });
  };
  return (
    <div className="border-b border-border bg-surface">
      <div className="mx-auto flex min-h-14 max-w-[1200px] flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-2 tablet:px-6">
        <p className="text-[15px] font-semibold">
          {area === 'emftradereg' ? 'Open an E-Wealth MF account' : 'Open an E-Wealth account'}
        </p>
        {reg.sessionRefToken && (
          <div className="flex items-center gap-3">
            {reg.refNo && (
              <p className="text-sm text-muted">
                Application <span className="figures font-semibold text-text">{reg.refNo}</span>
              </p>
            )}
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
  );
}

/**
 * Every page under /tradereg and /emftradereg. A logged-in desk investor of the other account
 * type is sent to the area's unauthorised page (spec 1 section 5, spec 2 section 2.1).
 */
export function RegLayout() {
  const { pathname } = useLocation();
  const deskAccType = useAppSelector((state) =>
    state.access.is_login ? state.access.accType : '',
  );
  const away = deskAccType ? accountTypeRedirect(deskAccType, pathname) : null;
  if (away) return <Navigate to={away} replace />;
  return (
    <PublicFrame>
      <RegistrationBar />
      <main className="mx-auto flex w-full max-w-[1200px] flex-1 flex-col px-4 py-6 tablet:px-6 tablet:py-10">
        <Outlet />
      </main>
    </PublicFrame>
  );
}
