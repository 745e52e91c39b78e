import type { EntryOrigin } from '@cdesk/domain';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { accountTypeOfArea, regPath, useRegArea } from './reg-area';
import { updateReg, useRegState } from './reg-state';

/** Which entry origin (spec 2 section 3) each entry route stands for. */
export function originOfEntry(pathname: string): EntryOrigin {
  const sub = pathname.replace(/^\/(emf)?tradereg\/?/, '');
  if (sub.startsWith('cropartner')) return 'PARTNER EMPLOYEE';
  if (sub.startsWith('cro')) return 'EMPLOYEE';
  if (sub.startsWith('partner')) return 'PARTNER';
  return 'CLIENT';
}

/**
 * An entry route (/tradereg/client, /cro, /partner, /cropartner and their registration starts):
 * records how the person came in, then asks for the OTP login, or the saved applications when
 * the registration is already logged in.
 */
export function EntryPage() {
  const { pathname } = useLocation();
  const area = useRegArea();
  const { sessionRefToken } = useRegState();
  const origin = originOfEntry(pathname);
  useEffect(() => {
    updateReg({ origin, accountType: accountTypeOfArea(area), linkRefNo: '' });
  }, [origin, area]);
  const next = sessionRefToken ? 'createlogin/search-login' : 'createlogin/generate-otp';
  return <Navigate to={regPath(area, next)} replace />;
}
