import {
  generateRefnoCall,
  getRefNoDataWithTokenCall,
  screenRoute,
  type TApplicationToken,
} from '@cdesk/domain';
import { FolderOpen } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/error-message';
import { Alert } from '../../ui/alert';
import { Skeleton } from '../../ui/skeleton';
import { ApplicationSummaryItem } from './application-summary-item';
import { useLoginBase } from './login-base';
import { accountTypeOfArea, areaOf, regPath, useRegArea } from './reg-area';
import { regCall } from './reg-gateway';
import { updateReg, useRegState } from './reg-state';
import { StepFrame } from './step-frame';
import { useLoginApplications } from './use-login-applications';

/** Screen 3: the login's applications to resume, and a new one to start. */
export function SearchLoginPage() {
  const reg = useRegState();
  const area = useRegArea();
  const navigate = useNavigate();
  const loginPath = useLoginBase();
  const { apps, accounts, error, setError } = useLoginApplications(reg.sessionRefToken);

  if (!reg.sessionRefToken) return <Navigate to={loginPath('generate-otp')} replace />;

  const open = (token: TApplicationToken) => {
    updateReg({ refNo: token.refNo, refToken: token.refToken, accountType: token.accountType });
    navigate(regPath(areaOf(token.accountType), screenRoute(token.screenId)));
  };
  const resume = async (refNo: string) => {
    setError('');
    try {
      open(await regCall(getRefNoDataWithTokenCall, { refNo }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };
  const start = async () => {
    open(await regCall(generateRefnoCall, { accountType: accountTypeOfArea(area), formType: '2' }));
    return null;
  };

  return (
    <StepFrame
      screenId="3"
      title="Your applications"
      subtitle="Resume an application where you left it, or start a new one."
      nextLabel="Start a new application"
      onNext={start}
      error={error}
    >
      {accounts.length > 0 && (
        <Alert tone="info">
          You already hold{' '}
          {accounts.map((a) => `${a.accType} account ${a.njAcNo} (${a.name})`).join(', ')}. You can
          log in to it on the desk.
        </Alert>
      )}
      {!apps && !error && (
        <div aria-busy="true" className="flex flex-col gap-3">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      )}
      {apps && apps.length === 0 && (
        <p className="flex items-center gap-2 text-[15px] text-muted">
          <FolderOpen aria-hidden className="size-5 shrink-0" />
          No application yet with this login. Start a new one below.
        </p>
      )}
      {apps && apps.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="Applications">
          {apps.map((app) => (
            <ApplicationSummaryItem
              key={app.refNo}
              app={app}
              onResume={() => void resume(app.refNo)}
            />
          ))}
        </ul>
      )}
    </StepFrame>
  );
}
